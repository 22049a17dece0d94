import functools
import math

import torch


def validate_rope_positions(fn):
    """Reject position ids that would index past the cos/sin cache."""

    @functools.wraps(fn)
    def wrapper(self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor, *args, **kwargs):
        max_pos = self.cos_sin_cache.shape[0]
        if (positions < 0).any() or (positions >= max_pos).any():
            raise IndexError(f"rope positions out of range for cache of size {max_pos}")
        return fn(self, positions, query, key, *args, **kwargs)

    return wrapper


def llama3_inv_freq(
    base: float,
    rotary_dim: int,
    scaling_factor: float,
    low_freq_factor: float,
    high_freq_factor: float,
    original_max_position: int,
) -> torch.Tensor:
    inv_freq = 1.0 / (base ** (torch.arange(0, rotary_dim, 2, dtype=torch.float) / rotary_dim))
    low_freq_wavelen = original_max_position / low_freq_factor
    high_freq_wavelen = original_max_position / high_freq_factor
    wave_len = 2 * math.pi / inv_freq
    if low_freq_factor != high_freq_factor:
        smooth = (original_max_position / wave_len - low_freq_factor) / (high_freq_factor - low_freq_factor)
    else:
        smooth = torch.zeros_like(wave_len)
    return torch.where(
        wave_len < high_freq_wavelen,
        inv_freq,
        torch.where(
            wave_len > low_freq_wavelen,
            inv_freq / scaling_factor,
            (1 - smooth) * inv_freq / scaling_factor + smooth * inv_freq,
        ),
    )
