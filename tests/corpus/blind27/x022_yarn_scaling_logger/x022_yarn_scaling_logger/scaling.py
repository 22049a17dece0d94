"""Rope scaling strategies (linear, dynamic NTK, YaRN), selected from a HF-style config dict."""
import logging
import math

import torch

logger = logging.getLogger(__name__)

ROPE_SCALERS = {}


def register_scaler(name):
    def deco(cls):
        ROPE_SCALERS[name] = cls
        return cls
    return deco


def _yarn_find_correction_dim(num_rotations, dim, base, max_pos):
    return (dim * math.log(max_pos / (num_rotations * 2 * math.pi))) / (2 * math.log(base))


def _yarn_linear_ramp(low, high, dim):
    if low == high:
        high += 0.001
    ramp = (torch.arange(dim, dtype=torch.float32) - low) / (high - low)
    return ramp.clamp(0, 1)


class BaseScaler:
    def __init__(self, dim, base, original_max_pos, factor):
        self.dim = dim
        self.base = base
        self.original_max_pos = original_max_pos
        self.factor = factor

    def inv_freq(self):
        return 1.0 / (self.base ** (torch.arange(0, self.dim, 2, dtype=torch.float32) / self.dim))

    def attention_factor(self, seq_len: int) -> float:
        return 1.0


@register_scaler("linear")
class LinearScaler(BaseScaler):
    def inv_freq(self):
        return super().inv_freq() / self.factor


@register_scaler("yarn")
class YarnScaler(BaseScaler):
    beta_fast = 32
    beta_slow = 1

    def inv_freq(self):
        pos_freqs = self.base ** (torch.arange(0, self.dim, 2, dtype=torch.float32) / self.dim)
        extrapolation = 1.0 / pos_freqs
        interpolation = 1.0 / (self.factor * pos_freqs)
        low = math.floor(_yarn_find_correction_dim(self.beta_fast, self.dim, self.base, self.original_max_pos))
        high = math.ceil(_yarn_find_correction_dim(self.beta_slow, self.dim, self.base, self.original_max_pos))
        mask = 1 - _yarn_linear_ramp(max(low, 0), min(high, self.dim - 1), self.dim // 2)
        return interpolation * (1 - mask) + extrapolation * mask

    def attention_factor(self, seq_len: int) -> float:
        if seq_len > self.original_max_pos * self.factor:
            logger.warning(
                "sequence length %d exceeds YaRN extended context %d",
                seq_len, int(self.original_max_pos * self.factor),
            )
        return 0.1 * math.log(self.factor) + 1.0
