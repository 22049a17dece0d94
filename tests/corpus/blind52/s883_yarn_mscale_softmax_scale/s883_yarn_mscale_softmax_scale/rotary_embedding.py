import logging
from typing import Any, Dict, Optional, Tuple

import torch
from torch import nn

from .yarn_utils import _yarn_find_correction_range, _yarn_linear_ramp_mask, yarn_get_mscale

logger = logging.getLogger(__name__)

_ROPE_DICT: Dict[Tuple, "RotaryEmbedding"] = {}


class RotaryEmbedding(nn.Module):
    def __init__(self, head_size, rotary_dim, max_position_embeddings, base, is_neox_style, dtype):
        super().__init__()
        self.head_size = head_size
        self.rotary_dim = rotary_dim
        self.max_position_embeddings = max_position_embeddings
        self.base = base
        self.is_neox_style = is_neox_style
        self.dtype = dtype
        cache = self._compute_cos_sin_cache().to(dtype)
        self.register_buffer("cos_sin_cache", cache, persistent=False)

    def _compute_inv_freq(self, base: float) -> torch.Tensor:
        return 1.0 / (base ** (torch.arange(0, self.rotary_dim, 2, dtype=torch.float) / self.rotary_dim))

    def _compute_cos_sin_cache(self) -> torch.Tensor:
        inv_freq = self._compute_inv_freq(self.base)
        t = torch.arange(self.max_position_embeddings, dtype=torch.float)
        freqs = torch.einsum("i,j -> ij", t, inv_freq)
        return torch.cat((freqs.cos(), freqs.sin()), dim=-1)

    def _apply(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        x1, x2 = torch.chunk(x, 2, dim=-1)
        return torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)

    def forward(self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor):
        num_tokens = positions.shape[0]
        cos_sin = self.cos_sin_cache.index_select(0, positions)
        cos, sin = cos_sin.chunk(2, dim=-1)
        cos, sin = cos.unsqueeze(1), sin.unsqueeze(1)
        query = query.view(num_tokens, -1, self.head_size)
        key = key.view(num_tokens, -1, self.head_size)
        q_rot = self._apply(query[..., : self.rotary_dim], cos, sin)
        k_rot = self._apply(key[..., : self.rotary_dim], cos, sin)
        query = torch.cat((q_rot, query[..., self.rotary_dim :]), dim=-1)
        key = torch.cat((k_rot, key[..., self.rotary_dim :]), dim=-1)
        return query.reshape(num_tokens, -1), key.reshape(num_tokens, -1)


class DeepseekScalingRotaryEmbedding(RotaryEmbedding):
    def __init__(self, head_size, rotary_dim, max_position_embeddings, base, is_neox_style,
                 scaling_factor, dtype, *, extrapolation_factor=1.0, attn_factor=1.0,
                 beta_fast=32, beta_slow=1, mscale=1.0, mscale_all_dim=0.0):
        self.scaling_factor = scaling_factor
        self.extrapolation_factor = extrapolation_factor
        self.attn_factor = attn_factor
        self.beta_fast = beta_fast
        self.beta_slow = beta_slow
        self.mscale = float(
            yarn_get_mscale(scaling_factor, float(mscale))
            / yarn_get_mscale(scaling_factor, float(mscale_all_dim))
            * attn_factor
        )
        super().__init__(head_size, rotary_dim, max_position_embeddings, base, is_neox_style, dtype)

    def _compute_inv_freq(self, scaling_factor: float) -> torch.Tensor:
        pos_freqs = self.base ** (torch.arange(0, self.rotary_dim, 2, dtype=torch.float) / self.rotary_dim)
        inv_freq_extrapolation = 1.0 / pos_freqs
        inv_freq_interpolation = 1.0 / (scaling_factor * pos_freqs)
        low, high = _yarn_find_correction_range(
            self.beta_fast, self.beta_slow, self.rotary_dim, self.base, self.max_position_embeddings
        )
        inv_freq_mask = (
            1 - _yarn_linear_ramp_mask(low, high, self.rotary_dim // 2, dtype=torch.float)
        ) * self.extrapolation_factor
        return inv_freq_interpolation * (1 - inv_freq_mask) + inv_freq_extrapolation * inv_freq_mask

    def _compute_cos_sin_cache(self) -> torch.Tensor:
        inv_freq = self._compute_inv_freq(self.scaling_factor)
        t = torch.arange(self.max_position_embeddings * self.scaling_factor, dtype=torch.float)
        freqs = torch.einsum("i,j -> ij", t, inv_freq)
        logger.info("yarn cos/sin cache: %d positions, mscale=%.4f", t.numel(), self.mscale)
        return torch.cat((freqs.cos() * self.mscale, freqs.sin() * self.mscale), dim=-1)


def get_rope(head_size: int, rotary_dim: int, max_position: int, base: float,
             is_neox_style: bool = True, rope_scaling: Optional[Dict[str, Any]] = None,
             dtype: Optional[torch.dtype] = None) -> RotaryEmbedding:
    dtype = dtype or torch.get_default_dtype()
    scaling_args = tuple(sorted(rope_scaling.items())) if rope_scaling else None
    key = (head_size, rotary_dim, max_position, base, is_neox_style, scaling_args, dtype)
    if key in _ROPE_DICT:
        return _ROPE_DICT[key]
    if rope_scaling is None:
        rope = RotaryEmbedding(head_size, rotary_dim, max_position, base, is_neox_style, dtype)
    else:
        scaling = dict(rope_scaling)
        scaling_type = scaling.pop("rope_type")
        factor = scaling.pop("factor")
        original_max = scaling.pop("original_max_position_embeddings")
        if scaling_type != "deepseek_yarn":
            raise ValueError(f"Unknown RoPE scaling type {scaling_type}")
        rope = DeepseekScalingRotaryEmbedding(
            head_size, rotary_dim, original_max, base, is_neox_style, factor, dtype, **scaling
        )
    _ROPE_DICT[key] = rope
    return rope
