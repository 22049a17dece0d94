from __future__ import annotations

import torch
from torch import nn

from .configs import BaseArchConfig, get_arch_config
from .layers import GemmaDecoderLayer, GemmaRMSNorm


class GemmaModel(nn.Module):
    def __init__(self, config: BaseArchConfig | None = None):
        super().__init__()
        self.config = config or get_arch_config("gemma2")
        self.layers = nn.ModuleList(
            GemmaDecoderLayer(self.config) for _ in range(self.config.num_hidden_layers)
        )
        self.norm = GemmaRMSNorm(self.config.hidden_size, self.config.rms_norm_eps)

    @torch.compile(fullgraph=True)
    def forward(self, inputs_embeds: torch.Tensor) -> torch.Tensor:
        hidden_states = inputs_embeds * self.config.embed_normalizer
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.norm(hidden_states)
