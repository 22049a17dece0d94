import functools

import torch

from .rope_math import inv_freq_table, yarn_scale


def _apply_rotary(x, positions, *, base, scaling):
    dim = x.shape[-1]
    freqs = torch.tensor(inv_freq_table(dim, base), dtype=x.dtype)
    angles = positions[:, None] * freqs[None, :] / scaling
    x1, x2 = x[..., 0::2], x[..., 1::2]
    cos, sin = angles.cos(), angles.sin()
    out = torch.stack((x1 * cos - x2 * sin, x1 * sin + x2 * cos), dim=-1)
    return out.flatten(-2) * yarn_scale(scaling)


ROPE_VARIANTS = {
    "default": functools.partial(_apply_rotary, base=10000.0, scaling=1.0),
    "long": functools.partial(_apply_rotary, base=500000.0, scaling=4.0),
}


def get_rope(name):
    return ROPE_VARIANTS[name]
