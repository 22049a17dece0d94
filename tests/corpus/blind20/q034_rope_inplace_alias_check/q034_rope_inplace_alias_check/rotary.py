from __future__ import annotations

import functools
from typing import Tuple

import torch

from .tensor_utils import detach_aliases


@functools.lru_cache(maxsize=8)
def _inv_freq(head_dim: int, base: float) -> torch.Tensor:
    return 1.0 / (base ** (torch.arange(0, head_dim, 2, dtype=torch.float32) / head_dim))


class RotaryEmbedding:
    def __init__(self, head_dim: int, max_pos: int = 64, base: float = 10000.0) -> None:
        self.head_dim = head_dim
        t = torch.arange(max_pos, dtype=torch.float32)
        freqs = torch.outer(t, _inv_freq(head_dim, base))
        self.cos = freqs.cos()
        self.sin = freqs.sin()

    @staticmethod
    def _rotate_(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> None:
        x1, x2 = x.chunk(2, dim=-1)
        r1 = x1 * cos - x2 * sin
        r2 = x2 * cos + x1 * sin
        x.copy_(torch.cat([r1, r2], dim=-1))

    def apply_(self, positions: torch.Tensor, q: torch.Tensor, k: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        q, k = detach_aliases(q, k)
        cos = self.cos[positions].unsqueeze(1)
        sin = self.sin[positions].unsqueeze(1)
        self._rotate_(q, cos, sin)
        self._rotate_(k, cos, sin)
        return q, k
