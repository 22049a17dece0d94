from __future__ import annotations

import torch

BLOCK_SIZE = 16
FP4_MAX = 6.0
FP8_E4M3_MAX = 448.0
# the eight non-negative magnitudes representable in e2m1
E2M1_GRID = torch.tensor([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0])
_MIDPOINTS = (E2M1_GRID[1:] + E2M1_GRID[:-1]) / 2


def quantize_nvfp4_reference(x: torch.Tensor, global_scale: torch.Tensor):
    """Return (codes uint8 [M, K], block_scales float32 [M, K // 16])."""
    m, k = x.shape
    blocks = x.float().reshape(m, k // BLOCK_SIZE, BLOCK_SIZE)
    amax = blocks.abs().amax(dim=-1)
    block_scale = (amax / FP4_MAX * global_scale).clamp(max=FP8_E4M3_MAX)
    inv = torch.where(block_scale > 0, global_scale / block_scale, torch.zeros_like(block_scale))
    scaled = blocks * inv.unsqueeze(-1)
    mag = torch.bucketize(scaled.abs(), _MIDPOINTS.to(x.device))
    sign = (scaled < 0).to(torch.uint8) << 3
    codes = (mag.to(torch.uint8) | sign).reshape(m, k)
    return codes, block_scale


def dequantize_nvfp4(codes: torch.Tensor, block_scale: torch.Tensor, global_scale: torch.Tensor) -> torch.Tensor:
    m, k = codes.shape
    mag = E2M1_GRID.to(codes.device)[(codes & 0x7).long()]
    sign = 1.0 - 2.0 * ((codes >> 3) & 1).float()
    vals = (mag * sign).reshape(m, k // BLOCK_SIZE, BLOCK_SIZE)
    vals = vals * (block_scale / global_scale).unsqueeze(-1)
    return vals.reshape(m, k)
