import logging
from typing import Any, Dict, Optional, Tuple, Type

import torch

from .profiling import TimedModule

logger = logging.getLogger(__name__)

ROPE_CLASSES: Dict[str, Type["RotaryEmbeddingBase"]] = {}


class RotaryEmbeddingBase(TimedModule):
    rope_type: str = ""

    def __init_subclass__(cls, rope_type: Optional[str] = None, **kwargs):
        super().__init_subclass__(stat_name=f"rope.{rope_type}" if rope_type else None, **kwargs)
        if rope_type is not None:
            cls.rope_type = rope_type
            ROPE_CLASSES[rope_type] = cls

    def __init__(self, head_dim: int, max_position: int, base: float, scaling: Optional[Dict[str, Any]] = None):
        super().__init__()
        self.head_dim = head_dim
        self.base = base
        self.scaling = scaling or {}
        self.max_seq_len_cached = max_position
        self._set_cos_sin_cache(max_position)

    def _compute_inv_freq(self, base: float) -> torch.Tensor:
        return 1.0 / (base ** (torch.arange(0, self.head_dim, 2, dtype=torch.float32) / self.head_dim))

    def _set_cos_sin_cache(self, seq_len: int) -> None:
        t = torch.arange(seq_len, dtype=torch.float32)
        freqs = torch.outer(t, self._compute_inv_freq(self.base))
        self.register_buffer("cos_sin_cache", torch.cat([freqs.cos(), freqs.sin()], dim=-1), persistent=False)

    def _apply_rotary(self, positions, query, key) -> Tuple[torch.Tensor, torch.Tensor]:
        cos, sin = self.cos_sin_cache[positions].chunk(2, dim=-1)
        return _rotate(query, cos, sin), _rotate(key, cos, sin)

    def forward(self, positions, query, key):
        return self._apply_rotary(positions, query, key)


def _rotate(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    x1, x2 = x.chunk(2, dim=-1)
    cos, sin = cos.unsqueeze(-2), sin.unsqueeze(-2)
    return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], dim=-1)


class DefaultRotaryEmbedding(RotaryEmbeddingBase, rope_type="default"):
    pass


class LinearScalingRotaryEmbedding(RotaryEmbeddingBase, rope_type="linear"):
    def _compute_inv_freq(self, base: float) -> torch.Tensor:
        return super()._compute_inv_freq(base) / self.scaling["factor"]


class DynamicNTKRotaryEmbedding(RotaryEmbeddingBase, rope_type="dynamic"):
    def forward(self, positions, query, key):
        seq_len = int(positions.max()) + 1
        if seq_len > self.max_seq_len_cached:
            logger.info("growing rope cache %d -> %d", self.max_seq_len_cached, seq_len)
            factor = self.scaling["factor"]
            self.base = self.base * ((factor * seq_len / self.max_seq_len_cached) - (factor - 1)) ** (
                self.head_dim / (self.head_dim - 2)
            )
            self.max_seq_len_cached = seq_len
            self._set_cos_sin_cache(seq_len)
        return self._apply_rotary(positions, query, key)


def get_rope(head_dim: int, max_position: int, base: float, rope_scaling: Optional[Dict[str, Any]] = None):
    rope_type = (rope_scaling or {}).get("rope_type", "default")
    if rope_type not in ROPE_CLASSES:
        raise ValueError(f"unknown rope_type {rope_type!r}")
    return ROPE_CLASSES[rope_type](head_dim, max_position, base, rope_scaling)
