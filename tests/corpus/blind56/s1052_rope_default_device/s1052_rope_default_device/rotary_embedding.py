import math
from typing import Any, Dict, Optional, Tuple

import torch
from torch import nn

from .device_utils import DeviceLike, resolve_device


def _rotate_neox(x: torch.Tensor) -> torch.Tensor:
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


class RotaryEmbedding(nn.Module):
    def __init__(
        self,
        head_size: int,
        rotary_dim: int,
        max_position_embeddings: int,
        base: float,
        dtype: torch.dtype,
        device: DeviceLike = None,
    ) -> None:
        super().__init__()
        self.head_size = head_size
        self.rotary_dim = rotary_dim
        self.max_position_embeddings = max_position_embeddings
        self.base = base
        self.dtype = dtype
        self.device = device
        cache = self._compute_cos_sin_cache(self._compute_inv_freq(base), max_position_embeddings)
        self.register_buffer("cos_sin_cache", cache.to(dtype), persistent=False)

    def _compute_inv_freq(self, base: float) -> torch.Tensor:
        device = resolve_device(self.device)
        exponents = torch.arange(0, self.rotary_dim, 2, dtype=torch.float, device=device)
        return 1.0 / (base ** (exponents / self.rotary_dim))

    def _compute_cos_sin_cache(self, inv_freq: torch.Tensor, num_positions: int) -> torch.Tensor:
        t = torch.arange(num_positions, dtype=torch.float, device=inv_freq.device)
        freqs = torch.outer(t, inv_freq)
        return torch.cat((freqs.cos(), freqs.sin()), dim=-1)

    def _get_cos_sin(self, positions: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        cos_sin = self.cos_sin_cache.index_select(0, positions)
        return cos_sin.chunk(2, dim=-1)

    def forward(
        self,
        positions: torch.Tensor,
        query: torch.Tensor,
        key: torch.Tensor,
    ) -> Tuple[torch.Tensor, torch.Tensor]:
        cos, sin = self._get_cos_sin(positions)
        cos = torch.cat((cos, cos), dim=-1).to(query.dtype)
        sin = torch.cat((sin, sin), dim=-1).to(query.dtype)
        query = query * cos + _rotate_neox(query) * sin
        key = key * cos + _rotate_neox(key) * sin
        return query, key


class DynamicNTKScalingRotaryEmbedding(RotaryEmbedding):
    def __init__(self, *args: Any, scaling_factor: float, original_max_position: int, **kwargs: Any) -> None:
        self.scaling_factor = scaling_factor
        self.original_max_position = original_max_position
        super().__init__(*args, **kwargs)

    def _get_cos_sin(self, positions: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        seq_len = positions.shape[0]
        if seq_len <= self.original_max_position:
            return super()._get_cos_sin(positions)
        ratio = self.scaling_factor * seq_len / self.original_max_position - (self.scaling_factor - 1)
        base = self.base * ratio ** (self.rotary_dim / (self.rotary_dim - 2))
        inv_freq = self._compute_inv_freq(base)
        freqs = torch.outer(positions.to(inv_freq.dtype), inv_freq)
        return freqs.cos(), freqs.sin()


_ROPE_CLASSES: Dict[str, type] = {
    "default": RotaryEmbedding,
    "dynamic": DynamicNTKScalingRotaryEmbedding,
}


def get_rope(
    head_size: int,
    rotary_dim: int,
    max_position: int,
    base: float,
    rope_scaling: Optional[Dict[str, Any]] = None,
    dtype: Optional[torch.dtype] = None,
    device: DeviceLike = None,
) -> RotaryEmbedding:
    dtype = dtype or torch.get_default_dtype()
    if rope_scaling is None:
        return RotaryEmbedding(head_size, rotary_dim, max_position, base, dtype, device)
    rope_type = rope_scaling.get("rope_type", rope_scaling.get("type", "default"))
    cls = _ROPE_CLASSES[rope_type]
    if cls is RotaryEmbedding:
        return cls(head_size, rotary_dim, max_position, base, dtype, device)
    original = rope_scaling.get("original_max_position_embeddings", max_position)
    return cls(
        head_size,
        rotary_dim,
        math.ceil(max_position * rope_scaling["factor"]),
        base,
        dtype,
        device,
        scaling_factor=rope_scaling["factor"],
        original_max_position=original,
    )
