"""Reference NVFP4 quantize / dequantize, registered as opaque custom ops.

The reference path runs in numpy on the host (bit-exact with the CUDA
kernel's rounding); the compiler only sees the op boundary and the fake impl.
"""
from __future__ import annotations

import numpy as np
import torch

BLOCK = 16
E2M1_GRID = np.array([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0], dtype=np.float32)
E2M1_MAX = float(E2M1_GRID[-1])


def _encode_block(vals: np.ndarray) -> tuple[np.ndarray, float]:
    amax = float(np.abs(vals).max())
    scale = amax / E2M1_MAX if amax > 0 else 1.0
    mag = np.abs(vals) / scale
    idx = np.abs(mag[:, None] - E2M1_GRID[None, :]).argmin(axis=1).astype(np.uint8)
    codes = idx | (np.signbit(vals).astype(np.uint8) << 3)
    return codes, scale


@torch.library.custom_op("corpus_r020::quantize_nvfp4", mutates_args=())
def quantize_nvfp4(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    arr = x.detach().to(torch.float32).cpu().numpy().reshape(x.shape[0], -1, BLOCK)
    codes = np.empty(arr.shape, dtype=np.uint8)
    scales = np.empty(arr.shape[:2], dtype=np.float32)
    for r in range(arr.shape[0]):
        for b in range(arr.shape[1]):
            codes[r, b], scales[r, b] = _encode_block(arr[r, b])
    flat = codes.reshape(x.shape[0], -1)
    packed = flat[:, 0::2] | (flat[:, 1::2] << 4)
    return torch.from_numpy(packed).to(x.device), torch.from_numpy(scales).to(x.device)


@quantize_nvfp4.register_fake
def _(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    packed = x.new_empty((x.shape[0], x.shape[1] // 2), dtype=torch.uint8)
    scales = x.new_empty((x.shape[0], x.shape[1] // BLOCK), dtype=torch.float32)
    return packed, scales


@torch.library.custom_op("corpus_r020::dequantize_nvfp4", mutates_args=())
def dequantize_nvfp4(packed: torch.Tensor, scales: torch.Tensor) -> torch.Tensor:
    p = packed.cpu().numpy()
    codes = np.stack((p & 0xF, p >> 4), axis=-1).reshape(p.shape[0], -1)
    mag = E2M1_GRID[codes & 0x7]
    vals = np.where(codes & 0x8, -mag, mag).reshape(p.shape[0], -1, BLOCK)
    vals = vals * scales.cpu().numpy()[..., None]
    return torch.from_numpy(vals.reshape(p.shape[0], -1).astype(np.float32)).to(packed.device)


@dequantize_nvfp4.register_fake
def _(packed: torch.Tensor, scales: torch.Tensor) -> torch.Tensor:
    return packed.new_empty((packed.shape[0], packed.shape[1] * 2), dtype=torch.float32)
