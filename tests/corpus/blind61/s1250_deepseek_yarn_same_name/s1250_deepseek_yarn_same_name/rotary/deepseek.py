import logging
import math

import torch
from torch import nn

from .. import envs

logger = logging.getLogger(__name__)


def yarn_get_mscale(scale: float = 1, mscale: float = 1) -> float:
    if scale <= 1:
        return 1.0
    return 0.1 * mscale * math.log(scale) + 1.0


def _yarn_correction_dim(num_rotations, dim, base, max_position):
    return (dim * math.log(max_position / (num_rotations * 2 * math.pi))) / (2 * math.log(base))


class DeepseekScalingRotaryEmbedding(nn.Module):
    """YaRN rope as used by DeepSeek-V2/V3 (interleaved, GPT-J style)."""

    def __init__(
        self, head_size, rotary_dim, max_position, base, *, factor: float, original_max_position_embeddings: int,
        beta_fast: int = 32, beta_slow: int = 1, mscale: float = 1, mscale_all_dim: float = 0,
    ):
        super().__init__()
        self.head_size = head_size
        self.rotary_dim = rotary_dim
        self.base = base
        self.factor = factor
        self.original_max = original_max_position_embeddings
        self.mscale = yarn_get_mscale(factor, mscale) / yarn_get_mscale(factor, mscale_all_dim)
        low = max(math.floor(_yarn_correction_dim(beta_fast, rotary_dim, base, self.original_max)), 0)
        high = min(math.ceil(_yarn_correction_dim(beta_slow, rotary_dim, base, self.original_max)), rotary_dim - 1)
        pos_freqs = base ** (torch.arange(0, rotary_dim, 2, dtype=torch.float) / rotary_dim)
        ramp = torch.clamp((torch.arange(rotary_dim // 2, dtype=torch.float) - low) / max(high - low, 1e-3), 0, 1)
        inv_freq_mask = 1 - ramp
        inv_freq = (1.0 / (factor * pos_freqs)) * (1 - inv_freq_mask) + (1.0 / pos_freqs) * inv_freq_mask
        t = torch.arange(int(self.original_max * factor), dtype=torch.float)
        freqs = torch.outer(t, inv_freq)
        cache = torch.cat((freqs.cos() * self.mscale, freqs.sin() * self.mscale), dim=-1)
        if not envs.SGLANG_ROPE_CACHE_FP32:
            cache = cache.to(torch.get_default_dtype())
        self.register_buffer("cos_sin_cache", cache, persistent=False)

    def get_cos_sin(self, positions: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        cos, sin = self.cos_sin_cache.index_select(0, positions).chunk(2, dim=-1)
        return cos.repeat_interleave(2, dim=-1).unsqueeze(-2), sin.repeat_interleave(2, dim=-1).unsqueeze(-2)

    def forward_native(self, positions, query, key):
        cos, sin = self.get_cos_sin(positions)

        def rot(x):
            x = x.unflatten(-1, (-1, self.rotary_dim)).float()
            x1, x2 = x[..., ::2], x[..., 1::2]
            rotated = torch.stack((-x2, x1), dim=-1).flatten(-2)
            return (x * cos + rotated * sin).flatten(-2)

        return rot(query).to(query.dtype), rot(key).to(key.dtype)

    def forward_triton(self, positions, query, key):
        from ..kernels.rope_triton import apply_rope_interleaved  # type: ignore[import-not-found]

        logger.info("using triton rope kernel for %s", type(self).__name__)
        return apply_rope_interleaved(positions, query, key, self.cos_sin_cache, self.rotary_dim)

    def forward(self, positions, query, key):
        if envs.SGLANG_ROPE_BACKEND == "triton" and query.is_cuda:
            return self.forward_triton(positions, query, key)
        return self.forward_native(positions, query, key)
