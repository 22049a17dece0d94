import logging
import math

import torch

logger = logging.getLogger(__name__)


def find_correction_dim(num_rotations, dim, base=10000, max_position_embeddings=2048):
    return (dim * math.log(max_position_embeddings / (num_rotations * 2 * math.pi))) / (2 * math.log(base))


def find_correction_range(low_rot, high_rot, dim, base, max_pos):
    low = math.floor(find_correction_dim(low_rot, dim, base, max_pos))
    high = math.ceil(find_correction_dim(high_rot, dim, base, max_pos))
    return max(low, 0), min(high, dim - 1)


def linear_ramp_mask(low, high, dim):
    if low == high:
        high += 0.001
    ramp = (torch.arange(dim, dtype=torch.float32) - low) / (high - low)
    return torch.clamp(ramp, 0, 1)


def yarn_get_mscale(scale: float = 1.0, mscale: float = 1.0) -> float:
    if scale <= 1:
        return 1.0
    return 0.1 * mscale * math.log(scale) + 1.0


class YarnRotaryCache:
    """Holds cos/sin tables; grows them when a longer request arrives."""

    def __init__(self, dim, base=10000.0, scaling_factor=4.0, original_max_pos=16,
                 beta_fast=32, beta_slow=1, initial_len=2):
        self.dim = dim
        self.base = base
        self.scaling_factor = scaling_factor
        self.original_max_pos = original_max_pos
        self.beta_fast = beta_fast
        self.beta_slow = beta_slow
        self.mscale = yarn_get_mscale(scaling_factor)
        self.inv_freq = self._compute_inv_freq()
        self.cached_len = 0
        self.cos_cached = None
        self.sin_cached = None
        self._build(initial_len)

    def _compute_inv_freq(self):
        pos_freqs = self.base ** (torch.arange(0, self.dim, 2, dtype=torch.float32) / self.dim)
        extrapolation = 1.0 / pos_freqs
        interpolation = 1.0 / (self.scaling_factor * pos_freqs)
        low, high = find_correction_range(self.beta_fast, self.beta_slow, self.dim, self.base,
                                          self.original_max_pos)
        mask = 1 - linear_ramp_mask(low, high, self.dim // 2)
        return interpolation * (1 - mask) + extrapolation * mask

    def _build(self, seq_len):
        t = torch.arange(seq_len, dtype=torch.float32)
        freqs = torch.outer(t, self.inv_freq)
        emb = torch.cat((freqs, freqs), dim=-1)
        self.cos_cached = emb.cos() * self.mscale
        self.sin_cached = emb.sin() * self.mscale
        self.cached_len = seq_len

    def get(self, seq_len: int):
        if seq_len > self.cached_len:
            logger.info("yarn: growing rope cache %d -> %d", self.cached_len, seq_len)
            self._build(seq_len)
        return self.cos_cached[:seq_len], self.sin_cached[:seq_len]
