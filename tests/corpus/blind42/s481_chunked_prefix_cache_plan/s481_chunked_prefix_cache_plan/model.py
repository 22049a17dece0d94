from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from .forward_batch import ForwardBatch
from .mla_attention import MLAPrefillAttention


@dataclass(frozen=True)
class DeepseekLiteConfig:
    hidden_size: int = 8
    kv_lora_rank: int = 4
    num_hidden_layers: int = 2
    rms_norm_eps: float = 1e-6


class DeepseekLiteDecoderLayer(nn.Module):
    def __init__(self, config: DeepseekLiteConfig):
        super().__init__()
        self.input_layernorm = nn.RMSNorm(config.hidden_size, eps=config.rms_norm_eps)
        self.self_attn = MLAPrefillAttention(config.hidden_size, config.kv_lora_rank)

    def forward(self, hidden_states: torch.Tensor, forward_batch: ForwardBatch) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.self_attn(self.input_layernorm(hidden_states), forward_batch)
        return residual + hidden_states


class DeepseekLiteModel(nn.Module):
    def __init__(self, config: DeepseekLiteConfig):
        super().__init__()
        self.layers = nn.ModuleList(
            DeepseekLiteDecoderLayer(config) for _ in range(config.num_hidden_layers)
        )

    def forward(self, hidden_states: torch.Tensor, forward_batch: ForwardBatch) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states, forward_batch)
        return hidden_states


compiled = torch.compile(DeepseekLiteModel(DeepseekLiteConfig()), fullgraph=True)
