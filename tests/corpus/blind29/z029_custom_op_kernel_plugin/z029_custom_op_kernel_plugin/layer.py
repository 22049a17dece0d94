from dataclasses import dataclass

import torch
from torch import nn

from .backends import ROTARY_BACKENDS


@dataclass
class RotaryConfig:
    head_dim: int = 8
    max_positions: int = 16
    base: float = 10000.0
    backend: str = "vendor"


class RotaryQK(nn.Module):
    def __init__(self, cfg: RotaryConfig):
        super().__init__()
        self.cfg = cfg
        inv_freq = 1.0 / (cfg.base ** (torch.arange(0, cfg.head_dim, 2).float() / cfg.head_dim))
        t = torch.arange(cfg.max_positions).float()
        freqs = torch.outer(t, inv_freq)
        self.register_buffer("cos", freqs.cos(), persistent=False)
        self.register_buffer("sin", freqs.sin(), persistent=False)

    @torch.compile(fullgraph=True)
    def forward(self, q, k):
        seq = q.shape[-2]
        apply = ROTARY_BACKENDS[self.cfg.backend]
        cos, sin = self.cos[:seq], self.sin[:seq]
        return apply(q, cos, sin), apply(k, cos, sin)


def build_layer(**overrides) -> RotaryQK:
    return RotaryQK(RotaryConfig(**overrides))
