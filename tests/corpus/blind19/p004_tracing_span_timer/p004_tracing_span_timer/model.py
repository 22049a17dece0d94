from __future__ import annotations

import torch
import torch.nn as nn

from .layers import DecoderLayer, RMSNorm
from .tracing import get_tracer


class TracedDecoder(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16, num_layers: int = 2):
        super().__init__()
        tracer = get_tracer()
        self.layers = nn.ModuleList(
            DecoderLayer(i, hidden, inter, tracer) for i in range(num_layers)
        )
        self.final_norm = RMSNorm(hidden)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.final_norm(hidden_states)


compiled = torch.compile(TracedDecoder(), fullgraph=True)
