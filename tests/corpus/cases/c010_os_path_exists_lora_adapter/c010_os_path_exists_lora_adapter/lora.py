import os

import torch
from torch import nn

ADAPTER_DIR = os.environ.get("CORPUS_LORA_DIR", "/tmp/corpus_lora")


class LoRALinear(nn.Module):
    def __init__(self, d: int = 8, rank: int = 2):
        super().__init__()
        self.base = nn.Linear(d, d)
        self.lora_a = nn.Parameter(torch.zeros(rank, d))
        self.lora_b = nn.Parameter(torch.zeros(d, rank))
        self.adapter = "default"

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.base(x)
        if os.path.exists(os.path.join(ADAPTER_DIR, self.adapter)):
            y = y + (x @ self.lora_a.t()) @ self.lora_b.t()
        return y
