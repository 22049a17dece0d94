"""NVFP4 (e2m1 values, e4m3 block scales, fp32 global scale) emulated in torch."""
from __future__ import annotations

import torch

FLOAT4_E2M1_MAX = 6.0
FLOAT8_E4M3_MAX = 448.0
NVFP4_BLOCK_SIZE = 16
_E2M1_GRID = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0)


def cast_to_fp4_grid(x: torch.Tensor) -> torch.Tensor:
    grid = torch.tensor(_E2M1_GRID, dtype=x.dtype, device=x.device)
    idx = (x.abs().unsqueeze(-1) - grid).abs().argmin(dim=-1)
    return torch.sign(x) * grid[idx]


def ref_nvfp4_quant(x: torch.Tensor, global_scale: torch.Tensor, block_size: int = NVFP4_BLOCK_SIZE):
    m, n = x.shape
    xb = x.reshape(m, n // block_size, block_size)
    vec_max = xb.abs().amax(dim=-1, keepdim=True)
    scale = (global_scale * (vec_max / FLOAT4_E2M1_MAX)).clamp(max=FLOAT8_E4M3_MAX)
    scale = scale.to(torch.float8_e4m3fn).to(torch.float32)
    inv_scale = torch.where(scale == 0, torch.zeros_like(scale), global_scale / scale)
    q = cast_to_fp4_grid((xb * inv_scale).clamp(-FLOAT4_E2M1_MAX, FLOAT4_E2M1_MAX))
    return q.reshape(m, n), scale.reshape(m, n // block_size)


def dequant_nvfp4(q: torch.Tensor, block_scale: torch.Tensor, global_scale: torch.Tensor, block_size: int = NVFP4_BLOCK_SIZE):
    m, n = q.shape
    qb = q.reshape(m, n // block_size, block_size)
    return (qb * (block_scale / global_scale).unsqueeze(-1)).reshape(m, n)
