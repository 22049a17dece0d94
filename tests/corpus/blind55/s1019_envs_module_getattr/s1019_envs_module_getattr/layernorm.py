from typing import Tuple

import torch

from . import envs
from .platform_utils import default_rms_norm_eps, is_aarch64, rocm_aiter_rms_norm_enabled


def rms_norm_native(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    orig_dtype = x.dtype
    x = x.to(torch.float32)
    x = x * torch.rsqrt(x.pow(2).mean(dim=-1, keepdim=True) + eps)
    return (x * weight.to(torch.float32)).to(orig_dtype)


def rms_norm_aiter(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    import aiter as rocm_aiter

    return rocm_aiter.rms_norm(x, weight, eps)


def rms_norm_triton(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    from .triton_layernorm import rms_norm_fwd

    return rms_norm_fwd(x, weight, eps)


def dispatch_rms_norm(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    if rocm_aiter_rms_norm_enabled():
        return rms_norm_aiter(x, weight, eps)
    if envs.VLLM_USE_TRITON_LAYERNORM and not is_aarch64():
        return rms_norm_triton(x, weight, eps)
    return rms_norm_native(x, weight, eps)


@torch.compile(fullgraph=True, dynamic=False)
def fused_add_rms_norm(
    x: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor
) -> Tuple[torch.Tensor, torch.Tensor]:
    eps = default_rms_norm_eps(1e-6)
    residual = x + residual
    return dispatch_rms_norm(residual, weight, eps), residual
