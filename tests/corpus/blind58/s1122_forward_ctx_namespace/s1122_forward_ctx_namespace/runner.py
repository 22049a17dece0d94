from __future__ import annotations

import torch
from torch import nn

from .forward_context import AttentionConfig, ForwardContextBuilder
from .layers import SelfAttention


class DecoderStack(nn.Module):
    def __init__(self, hidden_size: int, num_layers: int, config: AttentionConfig):
        super().__init__()
        self.layers = nn.ModuleList(SelfAttention(hidden_size, config) for _ in range(num_layers))
        self.norm = nn.LayerNorm(hidden_size)

    def forward(self, hidden_states: torch.Tensor, ctx) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(self.norm(hidden_states), ctx)
        return hidden_states


class ModelRunner:
    def __init__(self, hidden_size: int = 8, num_layers: int = 2, config: AttentionConfig | None = None):
        self.config = config or AttentionConfig()
        self.model = DecoderStack(hidden_size, num_layers, self.config)
        self.ctx_builder = ForwardContextBuilder(self.config)

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        positions = torch.arange(hidden_states.shape[0], device=hidden_states.device)
        ctx = self.ctx_builder.build(positions, is_decode=True)
        return self.model(hidden_states, ctx)


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
