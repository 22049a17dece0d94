import torch

from .jit import has_prebuilt_module


def _fused_add_rmsnorm_ref(x, residual, weight, eps):
    residual = x + residual
    var = residual.pow(2).mean(-1, keepdim=True)
    return residual * torch.rsqrt(var + eps) * weight, residual


@torch.compile(fullgraph=True)
def fused_add_rmsnorm(x, residual, weight, eps: float = 1e-6):
    if has_prebuilt_module("norm") and x.is_cuda:
        return torch.ops.fresh_norm.fused_add_rmsnorm(x, residual, weight, eps)
    return _fused_add_rmsnorm_ref(x, residual, weight, eps)
