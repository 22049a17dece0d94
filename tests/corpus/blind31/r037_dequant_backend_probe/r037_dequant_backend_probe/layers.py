from __future__ import annotations

import torch
from torch import nn

from .backends import dequantize


class NF4LoRALinear(nn.Module):
    def __init__(self, hidden: int = 8, rank: int = 2, scaling: float = 2.0):
        super().__init__()
        self.base = nn.Linear(hidden, hidden)
        self.register_buffer("a_codes", torch.randint(0, 16, (rank, hidden), dtype=torch.uint8))
        self.register_buffer("a_absmax", torch.rand(rank) * 0.05)
        self.register_buffer("b_codes", torch.randint(0, 16, (hidden, rank), dtype=torch.uint8))
        self.register_buffer("b_absmax", torch.rand(hidden) * 0.05)
        self.scaling = scaling

    def lora_delta(self, x: torch.Tensor) -> torch.Tensor:
        a = dequantize(self.a_codes, self.a_absmax)
        b = dequantize(self.b_codes, self.b_absmax)
        return (x @ a.t()) @ b.t() * self.scaling

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.base(x) + self.lora_delta(x)


_layer = NF4LoRALinear()


@torch.compile(fullgraph=True, dynamic=False)
def forward_layer(x: torch.Tensor) -> torch.Tensor:
    return _layer(x)
