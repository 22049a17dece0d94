from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace
from typing import Optional

import torch


@dataclass(frozen=True)
class AttentionConfig:
    num_heads: int = 2
    head_dim: int = 4
    rope_theta: float = 10000.0
    sliding_window: Optional[int] = None


def _rope_cache(positions: torch.Tensor, head_dim: int, theta: float):
    inv_freq = 1.0 / (theta ** (torch.arange(0, head_dim, 2, dtype=torch.float32) / head_dim))
    freqs = positions.float()[:, None] * inv_freq[None, :]
    return freqs.cos(), freqs.sin()


class ForwardContextBuilder:
    """Collects the per-step tensors every attention layer needs."""

    def __init__(self, config: AttentionConfig):
        self.config = config

    def _window_mask(self, positions: torch.Tensor) -> Optional[torch.Tensor]:
        if self.config.sliding_window is None:
            return None
        dist = positions[:, None] - positions[None, :]
        return (dist >= 0) & (dist < self.config.sliding_window)

    def build(self, positions: torch.Tensor, is_decode: bool) -> SimpleNamespace:
        cos, sin = _rope_cache(positions, self.config.head_dim, self.config.rope_theta)
        return SimpleNamespace(
            positions=positions,
            cos=cos,
            sin=sin,
            window_mask=self._window_mask(positions),
            is_decode=is_decode,
            num_tokens=positions.shape[0],
        )
