"""Fused add + RMSNorm with a blocked (AVX-512 friendly) and a plain variant."""
import torch

from .cpu_features import cpu_has_avx512

_BLOCK = 16


def _rms_norm_plain(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    var = x.float().pow(2).mean(dim=-1, keepdim=True)
    return (x.float() * torch.rsqrt(var + eps)).to(x.dtype) * weight


def _rms_norm_blocked(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    # accumulate the sum of squares in 16-lane blocks, like the intrinsics kernel
    h = x.shape[-1]
    xb = x.float().reshape(*x.shape[:-1], h // _BLOCK, _BLOCK)
    ss = xb.pow(2).sum(dim=-1).sum(dim=-1, keepdim=True)
    inv = torch.rsqrt(ss / h + eps)
    return (x.float() * inv).to(x.dtype) * weight


def fused_add_rms_norm(x, residual, weight, eps: float):
    residual = x + residual
    if x.shape[-1] % _BLOCK == 0 and cpu_has_avx512():
        out = _rms_norm_blocked(residual, weight, eps)
    else:
        out = _rms_norm_plain(residual, weight, eps)
    return out, residual
