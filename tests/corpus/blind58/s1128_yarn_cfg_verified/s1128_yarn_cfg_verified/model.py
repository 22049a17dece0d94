from __future__ import annotations

import torch
from torch import nn

from .model_config import ModelConfig
from .rotary import get_rope


class RopeAttentionBlock(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        self.config = config
        self.rotary_emb = get_rope(config)
        self.q_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.k_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        n = hidden_states.shape[0]
        q = self.q_proj(hidden_states).view(n, self.config.num_attention_heads, -1)
        k = self.k_proj(hidden_states).view(n, self.config.num_attention_heads, -1)
        q = self.rotary_emb(positions, q.transpose(0, 1)).transpose(0, 1)
        k = self.rotary_emb(positions, k.transpose(0, 1)).transpose(0, 1)
        return torch.einsum("qhd,khd->hqk", q, k) / self.config.head_size ** 0.5


def build_scorer(config: ModelConfig):
    config.verify()
    block = RopeAttentionBlock(config)

    def score(hidden_states: torch.Tensor) -> torch.Tensor:
        positions = torch.arange(hidden_states.shape[0], device=hidden_states.device)
        return block(positions, hidden_states).softmax(-1)

    return torch.compile(score, fullgraph=True)


attention_scores = build_scorer(ModelConfig())
