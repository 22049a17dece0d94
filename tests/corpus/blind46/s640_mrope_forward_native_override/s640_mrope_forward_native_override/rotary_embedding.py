import functools
import logging
import math
from typing import Optional

import torch
from torch import nn

logger = logging.getLogger(__name__)


def _rotate_neox(x: torch.Tensor) -> torch.Tensor:
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


class RotaryEmbedding(nn.Module):
    def __init__(self, head_size: int, max_position: int, base: float):
        super().__init__()
        self.head_size = head_size
        self.max_position = max_position
        self.base = base
        cache = self._compute_cos_sin_cache()
        self.register_buffer("cos_sin_cache", cache, persistent=False)
        logger.info("built rope cache %s (base=%s)", tuple(cache.shape), base)

    def _compute_inv_freq(self) -> torch.Tensor:
        exponents = torch.arange(0, self.head_size, 2, dtype=torch.float) / self.head_size
        return 1.0 / (self.base ** exponents)

    def _compute_cos_sin_cache(self) -> torch.Tensor:
        t = torch.arange(self.max_position, dtype=torch.float)
        freqs = torch.outer(t, self._compute_inv_freq())
        if not math.isfinite(float(freqs.abs().max())):
            raise ValueError("rope frequencies overflow")
        return torch.cat((freqs.cos(), freqs.sin()), dim=-1)

    def forward_native(self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor):
        # Generic 1-D path used by the CPU/debug backend: validates the positions
        # on the host before indexing.
        max_pos = int(positions.max())
        if max_pos >= self.max_position:
            logger.warning("position %d exceeds rope cache (%d)", max_pos, self.max_position)
            raise IndexError(max_pos)
        cos, sin = self.cos_sin_cache[positions].chunk(2, dim=-1)
        cos, sin = cos.repeat(1, 2).unsqueeze(-2), sin.repeat(1, 2).unsqueeze(-2)
        return query * cos + _rotate_neox(query) * sin, key * cos + _rotate_neox(key) * sin

    def forward(self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor):
        return self.forward_native(positions, query, key)


@functools.lru_cache(maxsize=None)
def _cached_rope(cls, head_size, max_position, base, mrope_section):
    kwargs = {} if mrope_section is None else {"mrope_section": list(mrope_section)}
    return cls(head_size, max_position, base, **kwargs)


def get_rope(head_size: int, max_position: int, base: float, mrope_section: Optional[tuple] = None):
    from .mrope import MRotaryEmbedding

    cls = RotaryEmbedding if mrope_section is None else MRotaryEmbedding
    return _cached_rope(cls, head_size, max_position, base, mrope_section)
