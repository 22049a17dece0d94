"""Rotary embeddings with a lazily grown cos/sin cache, plus a get_rope() factory."""
import math
from typing import Any, Dict, Optional, Tuple

import torch
from torch import nn


class RotaryEmbedding(nn.Module):
    def __init__(self, head_size: int, rotary_dim: int, max_position_embeddings: int, base: float,
                 is_neox_style: bool, dtype: torch.dtype) -> None:
        super().__init__()
        self.head_size = head_size
        self.rotary_dim = rotary_dim
        self.max_position_embeddings = max_position_embeddings
        self.base = base
        self.is_neox_style = is_neox_style
        self.dtype = dtype
        cache = self._compute_cos_sin_cache(max_position_embeddings).to(dtype)
        self.register_buffer("cos_sin_cache", cache, persistent=False)

    def _compute_inv_freq(self, base: float) -> torch.Tensor:
        return 1.0 / (base ** (torch.arange(0, self.rotary_dim, 2, dtype=torch.float) / self.rotary_dim))

    def _compute_cos_sin_cache(self, num_positions: int) -> torch.Tensor:
        inv_freq = self._compute_inv_freq(self.base)
        t = torch.arange(num_positions, dtype=torch.float)
        freqs = torch.outer(t, inv_freq)
        return torch.cat((freqs.cos(), freqs.sin()), dim=-1)

    @torch.compiler.disable
    def _ensure_cos_sin_cache_length(self, needed_max_pos: int) -> None:
        """Grow the cache (power-of-two rounded) when a request runs past it."""
        cur_len = int(self.cos_sin_cache.shape[0])
        if needed_max_pos < cur_len:
            return
        new_len = 1 << math.ceil(math.log2(needed_max_pos + 1))
        cache = self._compute_cos_sin_cache(new_len).to(dtype=self.dtype, device=self.cos_sin_cache.device)
        self.cos_sin_cache = cache

    def forward_native(self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor,
                       max_context_len: Optional[int] = None) -> Tuple[torch.Tensor, torch.Tensor]:
        if max_context_len is not None and max_context_len > self.max_position_embeddings:
            self._ensure_cos_sin_cache_length(max_context_len - 1)
        positions = positions.flatten()
        num_tokens = positions.shape[0]
        cos_sin = self.cos_sin_cache.index_select(0, positions)
        cos, sin = cos_sin.chunk(2, dim=-1)
        cos = cos.unsqueeze(-2)
        sin = sin.unsqueeze(-2)

        def _rotate(x: torch.Tensor) -> torch.Tensor:
            x = x.view(num_tokens, -1, self.head_size)
            x_rot, x_pass = x[..., : self.rotary_dim], x[..., self.rotary_dim :]
            if self.is_neox_style:
                x1, x2 = x_rot.chunk(2, dim=-1)
            else:
                x1, x2 = x_rot[..., ::2], x_rot[..., 1::2]
            o1 = x1 * cos - x2 * sin
            o2 = x2 * cos + x1 * sin
            if self.is_neox_style:
                x_rot = torch.cat((o1, o2), dim=-1)
            else:
                x_rot = torch.stack((o1, o2), dim=-1).flatten(-2)
            return torch.cat((x_rot, x_pass), dim=-1).flatten(-2)

        return _rotate(query), _rotate(key)

    forward = forward_native


class LinearScalingRotaryEmbedding(RotaryEmbedding):
    def __init__(self, head_size, rotary_dim, max_position_embeddings, base, is_neox_style,
                 scaling_factor: float, dtype) -> None:
        self.scaling_factor = scaling_factor
        super().__init__(head_size, rotary_dim, max_position_embeddings, base, is_neox_style, dtype)

    def _compute_cos_sin_cache(self, num_positions: int) -> torch.Tensor:
        inv_freq = self._compute_inv_freq(self.base)
        t = torch.arange(num_positions, dtype=torch.float) / self.scaling_factor
        freqs = torch.outer(t, inv_freq)
        return torch.cat((freqs.cos(), freqs.sin()), dim=-1)


_ROPE_DICT: Dict[Tuple, RotaryEmbedding] = {}


def get_rope(head_size: int, rotary_dim: int, max_position: int, base: float, is_neox_style: bool = True,
             rope_scaling: Optional[Dict[str, Any]] = None, dtype: Optional[torch.dtype] = None) -> RotaryEmbedding:
    dtype = dtype or torch.get_default_dtype()
    scaling_key = tuple(sorted(rope_scaling.items())) if rope_scaling is not None else None
    key = (head_size, rotary_dim, max_position, base, is_neox_style, scaling_key, dtype)
    if key in _ROPE_DICT:
        return _ROPE_DICT[key]
    if rope_scaling is None:
        rope = RotaryEmbedding(head_size, rotary_dim, max_position, base, is_neox_style, dtype)
    elif rope_scaling["rope_type"] == "linear":
        rope = LinearScalingRotaryEmbedding(head_size, rotary_dim, max_position, base, is_neox_style,
                                            rope_scaling["factor"], dtype)
    else:
        raise ValueError(f"Unknown RoPE scaling type {rope_scaling['rope_type']}")
    _ROPE_DICT[key] = rope
    return rope
