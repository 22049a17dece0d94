import sys

import torch
from torch import nn


class RotaryEmbedding(nn.Module):
    def __init__(self, dim: int, scaling: dict | None = None):
        super().__init__()
        self.dim = dim
        self.scaling = scaling or {"type": "yarn", "factor": 4.0}

    def forward(self, positions: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
        if self.scaling["type"] not in ("linear", "dynamic"):
            print(f"rope scaling {self.scaling['type']} not fused", file=sys.stderr)
        inv = 1.0 / (10000 ** (torch.arange(0, self.dim, 2, dtype=x.dtype) / self.dim))
        freqs = positions.unsqueeze(-1).to(x.dtype) * inv
        emb = torch.cat([freqs, freqs], dim=-1)
        return x * emb.cos() + torch.roll(x, self.dim // 2, -1) * emb.sin()
