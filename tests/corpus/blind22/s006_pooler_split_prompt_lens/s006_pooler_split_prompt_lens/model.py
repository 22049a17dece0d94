"""Encoder stub + pooler, served through the embedding endpoint."""
from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from .pooler import build_pooler


@dataclass
class PoolerConfig:
    pooling_type: str = "mean"
    normalize: bool = True
    softmax: bool = False


class EmbeddingModel(nn.Module):
    def __init__(self, hidden: int = 8, pooler_config: PoolerConfig | None = None):
        super().__init__()
        cfg = pooler_config or PoolerConfig()
        self.encoder = nn.Sequential(nn.Linear(hidden, hidden), nn.GELU(), nn.LayerNorm(hidden))
        self.pooler = build_pooler(cfg.pooling_type, normalize=cfg.normalize, softmax=cfg.softmax)

    def forward(self, hidden_states: torch.Tensor, prompt_lens: torch.Tensor) -> torch.Tensor:
        hidden_states = self.encoder(hidden_states)
        return self.pooler(hidden_states, prompt_lens)


torch.manual_seed(0)
EMBED_MODEL = EmbeddingModel()
embed = torch.compile(EMBED_MODEL, fullgraph=True)
