"""Offline int4 packing (runs when weights are loaded, never in forward)."""
from __future__ import annotations

import numpy as np
import torch


def quantize_w4_symmetric(weight: torch.Tensor, group_size: int):
    """[E, N, K] float -> int4 codes in [0, 15] (zero point 8) and [E, N, K//g] scales."""
    E, N, K = weight.shape
    w = weight.detach().cpu().numpy().reshape(E, N, K // group_size, group_size)
    scales = np.maximum(np.abs(w).max(axis=-1, keepdims=True), 1e-8) / 7.0
    codes = np.clip(np.rint(w / scales) + 8, 0, 15).astype(np.uint32)
    return codes.reshape(E, N, K), scales.squeeze(-1).astype(np.float32)


def pack_int4_rows(codes: np.ndarray) -> torch.Tensor:
    """Pack 8 nibbles along the last axis into one int32."""
    E, N, K = codes.shape
    c = codes.reshape(E, N, K // 8, 8)
    packed = np.zeros((E, N, K // 8), dtype=np.uint32)
    for i in range(8):
        packed |= c[..., i] << np.uint32(4 * i)
    return torch.from_numpy(packed.view(np.int32).copy())
