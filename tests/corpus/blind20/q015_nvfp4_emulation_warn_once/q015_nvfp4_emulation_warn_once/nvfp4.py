"""NVFP4 packing: two e2m1 values per byte, one e4m3 scale per 16 values,
and one fp32 global scale per tensor."""
from __future__ import annotations

import torch

from .utils import cutlass_fp4_supported, warn_once

BLOCK = 16
FP4_MAX = 6.0
FP8_MAX = torch.finfo(torch.float8_e4m3fn).max
E2M1_VALUES = torch.tensor(
    [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0]
)


def _to_e2m1_index(x: torch.Tensor) -> torch.Tensor:
    mag = x.abs().unsqueeze(-1)
    idx = (mag - E2M1_VALUES[:8]).abs().argmin(dim=-1)
    return torch.where(x < 0, idx + 8, idx).to(torch.uint8)


def quantize_nvfp4(w: torch.Tensor):
    n, k = w.shape
    global_scale = (FP8_MAX * FP4_MAX) / w.abs().max().clamp(min=1e-12)
    blocks = w.reshape(n, k // BLOCK, BLOCK)
    block_amax = blocks.abs().amax(dim=-1)
    block_scale = (block_amax / FP4_MAX * global_scale).clamp(max=FP8_MAX).to(torch.float8_e4m3fn)
    denom = block_scale.to(torch.float32).unsqueeze(-1) / global_scale
    idx = _to_e2m1_index(blocks / denom.clamp(min=1e-12)).reshape(n, k)
    packed = idx[:, 0::2] | (idx[:, 1::2] << 4)
    return packed, block_scale, global_scale.to(torch.float32)


def dequantize_nvfp4(packed, block_scale, global_scale, dtype=torch.float32):
    lo = (packed & 0x0F).long()
    hi = (packed >> 4).long()
    idx = torch.stack([lo, hi], dim=-1).reshape(packed.shape[0], -1)
    vals = E2M1_VALUES[idx]
    n, k = vals.shape
    scale = block_scale.to(torch.float32) / global_scale
    return (vals.reshape(n, k // BLOCK, BLOCK) * scale.unsqueeze(-1)).reshape(n, k).to(dtype)


def nvfp4_gemm(x, packed, block_scale, global_scale):
    if cutlass_fp4_supported():
        return torch.ops.q015_missing.cutlass_scaled_fp4_mm(x, packed, block_scale, global_scale)
    warn_once("NVFP4 GEMM kernel unavailable on this device; using dequantize+matmul emulation")
    w = dequantize_nvfp4(packed, block_scale, global_scale, x.dtype)
    return x @ w.t()
