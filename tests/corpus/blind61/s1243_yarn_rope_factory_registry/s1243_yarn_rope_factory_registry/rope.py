import logging
import math

import torch
from torch import nn

from .rope_common import rotate_neox, yarn_find_correction_range, yarn_get_mscale, yarn_linear_ramp_mask

logger = logging.getLogger(__name__)


class RotaryEmbedding(nn.Module):
    def __init__(self, head_size, rotary_dim, max_position_embeddings, base, is_neox_style, dtype):
        super().__init__()
        self.head_size = head_size
        self.rotary_dim = rotary_dim
        self.max_position_embeddings = max_position_embeddings
        self.base = base
        self.is_neox_style = is_neox_style
        self.dtype = dtype
        cache = self._compute_cos_sin_cache()
        self.register_buffer("cos_sin_cache", cache.to(dtype), persistent=False)

    def _compute_inv_freq(self, base: float) -> torch.Tensor:
        return 1.0 / (base ** (torch.arange(0, self.rotary_dim, 2, dtype=torch.float) / self.rotary_dim))

    def _compute_cos_sin_cache(self) -> torch.Tensor:
        inv_freq = self._compute_inv_freq(self.base)
        t = torch.arange(self.max_position_embeddings, dtype=torch.float)
        freqs = torch.outer(t, inv_freq)
        return torch.cat((freqs.cos(), freqs.sin()), dim=-1)

    def forward(self, positions, query, key):
        cos_sin = self.cos_sin_cache[positions]
        cos, sin = cos_sin.chunk(2, dim=-1)
        cos = torch.cat((cos, cos), dim=-1).unsqueeze(-2)
        sin = torch.cat((sin, sin), dim=-1).unsqueeze(-2)
        n = positions.shape[0]
        q = query.view(n, -1, self.head_size)
        k = key.view(n, -1, self.head_size)
        q = q * cos + rotate_neox(q) * sin
        k = k * cos + rotate_neox(k) * sin
        return q.reshape(query.shape), k.reshape(key.shape)


class LinearScalingRotaryEmbedding(RotaryEmbedding):
    def __init__(self, head_size, rotary_dim, max_position_embeddings, base, is_neox_style, scaling_factor, dtype):
        self.scaling_factor = scaling_factor
        super().__init__(head_size, rotary_dim, max_position_embeddings, base, is_neox_style, dtype)

    def _compute_cos_sin_cache(self) -> torch.Tensor:
        inv_freq = self._compute_inv_freq(self.base)
        max_len = int(self.max_position_embeddings * self.scaling_factor)
        t = torch.arange(max_len, dtype=torch.float) / self.scaling_factor
        freqs = torch.outer(t, inv_freq)
        return torch.cat((freqs.cos(), freqs.sin()), dim=-1)


class YaRNScalingRotaryEmbedding(RotaryEmbedding):
    def __init__(
        self, head_size, rotary_dim, max_position_embeddings, base, is_neox_style, scaling_factor, dtype,
        *, extrapolation_factor: float = 1, attn_factor: float = 1, beta_fast: int = 32, beta_slow: int = 1,
    ):
        self.scaling_factor = scaling_factor
        self.extrapolation_factor = extrapolation_factor
        self.attn_factor = attn_factor
        self.beta_fast = beta_fast
        self.beta_slow = beta_slow
        self.mscale = float(yarn_get_mscale(self.scaling_factor) * attn_factor)
        super().__init__(head_size, rotary_dim, max_position_embeddings, base, is_neox_style, dtype)

    def _compute_inv_freq(self, scaling_factor: float) -> torch.Tensor:
        pos_freqs = self.base ** (torch.arange(0, self.rotary_dim, 2, dtype=torch.float) / self.rotary_dim)
        inv_freq_extrapolation = 1.0 / pos_freqs
        inv_freq_interpolation = 1.0 / (scaling_factor * pos_freqs)
        low, high = yarn_find_correction_range(
            self.beta_fast, self.beta_slow, self.rotary_dim, self.base, self.max_position_embeddings
        )
        if high - low < 2:
            logger.warning("YaRN correction range [%d, %d] is degenerate", low, high)
        mask = (1 - yarn_linear_ramp_mask(low, high, self.rotary_dim // 2, torch.float)) * self.extrapolation_factor
        return inv_freq_interpolation * (1 - mask) + inv_freq_extrapolation * mask

    def _compute_cos_sin_cache(self) -> torch.Tensor:
        inv_freq = self._compute_inv_freq(self.scaling_factor)
        t = torch.arange(self.max_position_embeddings * self.scaling_factor, dtype=torch.float)
        freqs = torch.outer(t, inv_freq)
        return torch.cat((freqs.cos() * self.mscale, freqs.sin() * self.mscale), dim=-1)


_ROPE_SCALING_CLASSES = {
    "linear": LinearScalingRotaryEmbedding,
    "yarn": YaRNScalingRotaryEmbedding,
}
_ROPE_DICT: dict[tuple, RotaryEmbedding] = {}


def get_rope(head_size, rotary_dim, max_position, base, is_neox_style=True, rope_scaling=None, dtype=None):
    dtype = dtype or torch.get_default_dtype()
    scaling_args = tuple(sorted(rope_scaling.items())) if rope_scaling is not None else None
    key = (head_size, rotary_dim, max_position, base, is_neox_style, scaling_args, dtype)
    if key in _ROPE_DICT:
        return _ROPE_DICT[key]

    if rope_scaling is None:
        rotary_emb = RotaryEmbedding(head_size, rotary_dim, max_position, base, is_neox_style, dtype)
    else:
        scaling_type = rope_scaling["rope_type"]
        cls = _ROPE_SCALING_CLASSES[scaling_type]
        extra = {k: v for k, v in rope_scaling.items() if k in ("extrapolation_factor", "attn_factor", "beta_fast", "beta_slow")}
        original_max = rope_scaling.get("original_max_position_embeddings", max_position)
        logger.info("Using %s rope scaling (factor=%s, original_max=%d)", scaling_type, rope_scaling["factor"], original_max)
        rotary_emb = cls(head_size, rotary_dim, original_max, base, is_neox_style, rope_scaling["factor"], dtype, **extra)
    _ROPE_DICT[key] = rotary_emb
    return rotary_emb


def rope_theta_from_config(config) -> float:
    theta = getattr(config, "rope_theta", None)
    if theta is None:
        theta = 10000.0
        logger.warning("rope_theta missing from config, defaulting to %.1f", theta)
    return float(theta) if not math.isnan(theta) else 10000.0
