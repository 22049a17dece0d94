from __future__ import annotations

import torch
from torch import nn

from .attention import InstrumentedAttention


class DecoderLayer(nn.Module):
    def __init__(self, dim: int = 16, heads: int = 4, layer_idx: int = 0):
        super().__init__()
        self.input_norm = nn.LayerNorm(dim)
        self.attn = InstrumentedAttention(dim, heads, layer_idx)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        return hidden + self.attn(self.input_norm(hidden))


torch.manual_seed(0)
layer = DecoderLayer().eval()
compiled_layer = torch.compile(layer, fullgraph=True)
