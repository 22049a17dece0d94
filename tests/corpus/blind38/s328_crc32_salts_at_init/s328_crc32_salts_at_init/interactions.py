from __future__ import annotations

import math

import torch
import torch.nn as nn

from .registry import register_interaction


@register_interaction("dot")
class DotProduct(nn.Module):
    def __init__(self, num_fields: int, dim: int):
        super().__init__()
        iu = torch.triu_indices(num_fields, num_fields, offset=1)
        self.register_buffer("iu", iu, persistent=False)
        self.out_dim = iu.shape[1]
        self.scale = 1.0 / math.sqrt(dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        z = torch.bmm(x, x.transpose(1, 2)) * self.scale
        return z[:, self.iu[0], self.iu[1]]


@register_interaction("concat")
class Concat(nn.Module):
    def __init__(self, num_fields: int, dim: int):
        super().__init__()
        self.out_dim = num_fields * dim

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.flatten(1)
