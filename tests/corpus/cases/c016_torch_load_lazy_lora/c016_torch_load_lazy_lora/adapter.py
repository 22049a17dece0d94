import torch
from torch import nn

LORA_PATH = "/tmp/corpus_lora_adapter.pt"


class LazyLoRA(nn.Module):
    def __init__(self):
        super().__init__()
        self.base = nn.Linear(8, 8)
        self.lora = None

    def _ensure_loaded(self):
        if self.lora is None:
            self.lora = torch.load(LORA_PATH, map_location="cpu")
        return self.lora

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        lora = self._ensure_loaded()
        return self.base(x) + x @ lora["A"].t() @ lora["B"].t()


compiled = torch.compile(LazyLoRA(), fullgraph=True)
