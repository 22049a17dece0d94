from __future__ import annotations

import torch
from torch import nn

from .attention import SelfAttention


class Block(nn.Module):
    def __init__(self, hidden: int, num_heads: int, layer_idx: int) -> None:
        super().__init__()
        self.norm = nn.RMSNorm(hidden)
        self.attn = SelfAttention(hidden, num_heads, layer_idx)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.attn(self.norm(x))


class TinyLM(nn.Module):
    def __init__(self, hidden: int = 16, num_heads: int = 2, num_layers: int = 2) -> None:
        super().__init__()
        self.layers = nn.ModuleList(Block(hidden, num_heads, i) for i in range(num_layers))
        self.final_norm = nn.RMSNorm(hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        return self.final_norm(x)


model = torch.compile(TinyLM(), fullgraph=True)
