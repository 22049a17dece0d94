from typing import Any, Dict, Optional, Tuple

import torch
from torch import nn

from .rope_scaling import RopeScaling, parse_rope_scaling


class ScaledRotaryEmbedding(nn.Module):
    def __init__(self, rotary_dim: int, base: float, scaling: RopeScaling):
        super().__init__()
        self.rotary_dim = rotary_dim
        self.base = base
        self.scaling = scaling
        max_pos = int(scaling.original_max_position_embeddings * scaling.factor)
        inv_freq = 1.0 / (base ** (torch.arange(0, rotary_dim, 2, dtype=torch.float) / rotary_dim))
        freqs = torch.outer(torch.arange(max_pos, dtype=torch.float), inv_freq / scaling.factor)
        self.register_buffer("cos_cached", freqs.cos(), persistent=False)
        self.register_buffer("sin_cached", freqs.sin(), persistent=False)

    def _apply(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        x1, x2 = x[..., ::2], x[..., 1::2]
        o1 = x1 * cos - x2 * sin
        o2 = x2 * cos + x1 * sin
        return torch.stack((o1, o2), dim=-1).flatten(-2)

    def forward(
        self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor
    ) -> Tuple[torch.Tensor, torch.Tensor]:
        mscale = self.scaling.attention_factor
        cos = self.cos_cached[positions] * mscale
        sin = self.sin_cached[positions] * mscale
        return self._apply(query, cos, sin), self._apply(key, cos, sin)


_ROPE_CACHE: Dict[Tuple, ScaledRotaryEmbedding] = {}


def get_rope(
    rotary_dim: int, base: float = 10000.0, rope_scaling: Optional[Dict[str, Any]] = None
) -> ScaledRotaryEmbedding:
    key = (rotary_dim, base, tuple(sorted((rope_scaling or {}).items())))
    if key not in _ROPE_CACHE:
        _ROPE_CACHE[key] = ScaledRotaryEmbedding(rotary_dim, base, parse_rope_scaling(rope_scaling))
    return _ROPE_CACHE[key]
