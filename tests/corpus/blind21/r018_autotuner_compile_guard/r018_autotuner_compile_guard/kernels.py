"""Blocked reference kernels; BLOCK_M is the tunable row tile."""
from __future__ import annotations

import torch

from .autotune import Config, autotune


@autotune(
    configs=[Config({"BLOCK_M": 2}, "m2"), Config({"BLOCK_M": 4}, "m4"), Config({"BLOCK_M": 8}, "m8")],
    key=[0],
)
def rmsnorm_kernel(x: torch.Tensor, weight: torch.Tensor, eps: float, *, BLOCK_M: int) -> torch.Tensor:
    out = torch.empty_like(x)
    for start in range(0, x.shape[0], BLOCK_M):
        tile = x[start:start + BLOCK_M].float()
        rstd = torch.rsqrt(tile.pow(2).mean(dim=-1, keepdim=True) + eps)
        out[start:start + BLOCK_M] = (tile * rstd).to(x.dtype) * weight
    return out


def dynamic_int8_quant(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    scale = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-6) / 127.0
    q = torch.round(x / scale).clamp(-128, 127).to(torch.int8)
    return q, scale
