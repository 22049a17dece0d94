"""Helpers for e4m3 quantisation."""
from __future__ import annotations

from dataclasses import dataclass, field

import torch

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max
_EPS = 1e-12


def quantize_per_channel(w: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Quantise a [N, K] weight to fp8 with one scale per output channel."""
    amax = w.abs().amax(dim=-1, keepdim=True).clamp(min=_EPS)
    scale = amax / FP8_MAX
    q = (w / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
    return q, scale.to(torch.float32)


def dequantize(q: torch.Tensor, scale: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    return q.to(torch.float32).mul(scale).to(dtype)


@dataclass
class ScaleCache:
    """Caches dequantised weights so that repeated decode steps skip the cast.

    Keyed on the storage of the fp8 weight so that tied / shared weights hit
    the same entry.
    """

    max_entries: int = 64
    _entries: dict = field(default_factory=dict)
    hits: int = 0

    def _key(self, q: torch.Tensor) -> tuple:
        return (q.data_ptr(), tuple(q.shape), q.dtype)

    def get_or_dequantize(self, q: torch.Tensor, scale: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
        key = self._key(q)
        cached = self._entries.get(key)
        if cached is not None:
            self.hits += 1
            return cached
        w = dequantize(q, scale, dtype)
        if len(self._entries) < self.max_entries:
            self._entries[key] = w
        return w


_GLOBAL_CACHE = ScaleCache()


def global_scale_cache() -> ScaleCache:
    return _GLOBAL_CACHE
