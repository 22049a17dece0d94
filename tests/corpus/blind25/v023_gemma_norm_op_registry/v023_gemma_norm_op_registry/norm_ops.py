"""RMSNorm family. On CPU hosts the kernel bodies are the torch reference."""
from __future__ import annotations

from typing import Tuple

import torch

from ._registry import register_jit_op


def _rms(x: torch.Tensor, eps: float) -> torch.Tensor:
    xf = x.float()
    return xf * torch.rsqrt(xf.pow(2).mean(dim=-1, keepdim=True) + eps)


def _rmsnorm_fake(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    return torch.empty_like(x)


def _fused_add_rmsnorm_fake(x, residual, weight, eps):
    return torch.empty_like(x), torch.empty_like(residual)


@register_jit_op("rmsnorm", fake=_rmsnorm_fake)
def rmsnorm(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    return (_rms(x, eps) * weight.float()).to(x.dtype)


@register_jit_op("fused_add_rmsnorm", fake=_fused_add_rmsnorm_fake)
def fused_add_rmsnorm(
    x: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor, eps: float
) -> Tuple[torch.Tensor, torch.Tensor]:
    residual = residual + x
    return (_rms(residual, eps) * weight.float()).to(x.dtype), residual


@register_jit_op("gemma_rmsnorm")
def gemma_rmsnorm(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    # Gemma stores (weight - 1); the kernel adds the 1 back
    return (_rms(x, eps) * (1.0 + weight.float())).to(x.dtype)


@register_jit_op("gemma_fused_add_rmsnorm", fake=_fused_add_rmsnorm_fake)
def gemma_fused_add_rmsnorm(
    x: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor, eps: float
) -> Tuple[torch.Tensor, torch.Tensor]:
    residual = residual + x
    return (_rms(residual, eps) * (1.0 + weight.float())).to(x.dtype), residual
