import functools

import torch


@functools.lru_cache(maxsize=8)
def rope_inv_freq(head_dim: int, theta: float) -> tuple:
    return tuple(1.0 / theta ** (i / head_dim) for i in range(0, head_dim, 2))


def apply_rope(x: torch.Tensor, theta: float) -> torch.Tensor:
    b, h, n, d = x.shape
    inv = torch.tensor(rope_inv_freq(d, theta), dtype=x.dtype)
    ang = torch.arange(n, dtype=x.dtype)[:, None] * inv[None, :]
    cos, sin = ang.cos(), ang.sin()
    x1, x2 = x[..., 0::2], x[..., 1::2]
    return torch.stack([x1 * cos - x2 * sin, x1 * sin + x2 * cos], dim=-1).flatten(-2)
