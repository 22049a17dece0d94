from __future__ import annotations

import torch
from torch import nn

from .layers import DecoderLayer, RMSNorm


class TinyDecoder(nn.Module):
    def __init__(self, hidden: int = 8, heads: int = 2, inter: int = 16, layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList(DecoderLayer(hidden, heads, inter) for _ in range(layers))
        self.norm = RMSNorm(hidden)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.norm(hidden_states)


compiled_decoder = torch.compile(TinyDecoder(), fullgraph=True)
