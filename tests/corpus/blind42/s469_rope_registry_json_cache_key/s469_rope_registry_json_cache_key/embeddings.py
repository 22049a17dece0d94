from typing import Tuple

import torch
from torch import nn

from .registry import register_rope


class _CachedRope(nn.Module):
    def __init__(self, head_size: int, rotary_dim: int, max_position: int, inv_freq: torch.Tensor):
        super().__init__()
        self.head_size = head_size
        self.rotary_dim = rotary_dim
        t = torch.arange(max_position, dtype=torch.float)
        freqs = torch.outer(t, inv_freq)
        self.register_buffer("cos_sin_cache", torch.cat((freqs.cos(), freqs.sin()), dim=-1), persistent=False)

    def forward(self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        cos, sin = self.cos_sin_cache[positions].chunk(2, dim=-1)
        cos = torch.cat((cos, cos), dim=-1).unsqueeze(-2)
        sin = torch.cat((sin, sin), dim=-1).unsqueeze(-2)

        def rot(x):
            x = x.unflatten(-1, (-1, self.head_size))
            xr, xp = x[..., : self.rotary_dim], x[..., self.rotary_dim :]
            x1, x2 = xr.chunk(2, dim=-1)
            xr = xr * cos + torch.cat((-x2, x1), dim=-1) * sin
            return torch.cat((xr, xp), dim=-1).flatten(-2)

        return rot(query), rot(key)


def _base_inv_freq(rotary_dim: int, base: float) -> torch.Tensor:
    return 1.0 / (base ** (torch.arange(0, rotary_dim, 2, dtype=torch.float) / rotary_dim))


@register_rope("default")
def build_default(head_size, rotary_dim, max_position, base):
    return _CachedRope(head_size, rotary_dim, max_position, _base_inv_freq(rotary_dim, base))


@register_rope("linear")
def build_linear(head_size, rotary_dim, max_position, base, factor: float = 1.0):
    return _CachedRope(head_size, rotary_dim, int(max_position * factor), _base_inv_freq(rotary_dim, base) / factor)
