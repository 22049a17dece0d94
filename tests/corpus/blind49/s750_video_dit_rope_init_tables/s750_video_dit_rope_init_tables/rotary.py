import functools
import logging

import numpy as np
import torch

logger = logging.getLogger(__name__)


@functools.lru_cache(maxsize=16)
def get_1d_rotary_freqs(dim: int, max_len: int, theta: float = 10000.0) -> tuple[np.ndarray, np.ndarray]:
    logger.info("building rotary table dim=%d len=%d theta=%s", dim, max_len, theta)
    inv_freq = 1.0 / (theta ** (np.arange(0, dim, 2, dtype=np.float64) / dim))
    pos = np.arange(max_len, dtype=np.float64)
    angles = np.outer(pos, inv_freq)
    return np.cos(angles).astype(np.float32), np.sin(angles).astype(np.float32)


def build_3d_rope(head_dim: int, frames: int, height: int, width: int,
                  theta: float = 10000.0) -> tuple[torch.Tensor, torch.Tensor]:
    dim_t = head_dim - 4 * (head_dim // 6)
    dim_h = dim_w = 2 * (head_dim // 6)
    cos_parts, sin_parts = [], []
    grids = np.meshgrid(np.arange(frames), np.arange(height), np.arange(width), indexing="ij")
    for axis_dim, axis_len, grid in zip((dim_t, dim_h, dim_w), (frames, height, width), grids):
        cos, sin = get_1d_rotary_freqs(axis_dim, axis_len, theta)
        idx = grid.reshape(-1)
        cos_parts.append(np.repeat(cos[idx], 2, axis=-1))
        sin_parts.append(np.repeat(sin[idx], 2, axis=-1))
    cos = torch.from_numpy(np.concatenate(cos_parts, axis=-1))
    sin = torch.from_numpy(np.concatenate(sin_parts, axis=-1))
    return cos, sin


def apply_rotary_emb(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    x_real, x_imag = x.unflatten(-1, (-1, 2)).unbind(-1)
    rotated = torch.stack([-x_imag, x_real], dim=-1).flatten(-2)
    return (x.float() * cos + rotated.float() * sin).type_as(x)
