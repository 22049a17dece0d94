from __future__ import annotations

from typing import Tuple

import torch


def rmsnorm(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    var = x.float().pow(2).mean(-1, keepdim=True)
    return (x.float() * torch.rsqrt(var + eps)).to(x.dtype) * weight


def fused_add_rmsnorm(
    x: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor, eps: float
) -> Tuple[torch.Tensor, torch.Tensor]:
    residual = x + residual
    return rmsnorm(residual, weight, eps), residual


def gelu(x: torch.Tensor, tanh_approx: bool) -> torch.Tensor:
    return torch.nn.functional.gelu(x, approximate="tanh" if tanh_approx else "none")
