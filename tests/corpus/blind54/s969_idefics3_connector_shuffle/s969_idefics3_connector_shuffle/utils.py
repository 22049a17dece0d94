import functools
import logging
import math

import numpy as np
import torch

logger = logging.getLogger(__name__)


@functools.lru_cache(maxsize=64)
def grid_side(seq_len: int) -> int:
    side = math.isqrt(seq_len)
    if side * side != seq_len:
        raise ValueError(f"image token count {seq_len} is not a square grid")
    return side


def validate_shuffle_input(x: torch.Tensor, scale_factor: int) -> None:
    side = grid_side(x.shape[1])
    if side % scale_factor:
        raise ValueError(f"grid side {side} not divisible by scale_factor {scale_factor}")
    if not torch.isfinite(x).all():
        logger.warning("non-finite values in vision features before connector")


def sincos_table(num_positions: int, dim: int) -> torch.Tensor:
    pos = np.arange(num_positions, dtype=np.float64)[:, None]
    omega = 1.0 / (10000 ** (np.arange(dim // 2, dtype=np.float64) / (dim / 2.0)))
    angles = pos * omega[None, :]
    table = np.concatenate([np.sin(angles), np.cos(angles)], axis=1)
    return torch.from_numpy(table.astype(np.float32))
