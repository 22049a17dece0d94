"""Kernel entry points. On GPU these launch Triton programs; the launcher
is kept out of graphs because the autotuner caches by Python-side keys."""
import torch

from .registry import register_quant_kernel

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max


@register_quant_kernel("per_token_group_fp8")
@torch.compiler.disable
def _per_token_group_quant_fp8_launch(x: torch.Tensor, group_size: int, eps: float):
    m, k = x.shape
    xg = x.reshape(m, k // group_size, group_size)
    amax = xg.abs().amax(dim=-1, keepdim=True).clamp(min=eps)
    scale = amax / FP8_MAX
    q = (xg / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
    return q.reshape(m, k), scale.squeeze(-1)


@register_quant_kernel("per_tensor_fp8")
def _per_tensor_quant_fp8(x: torch.Tensor, group_size: int, eps: float):
    scale = x.abs().amax().clamp(min=eps) / FP8_MAX
    return (x / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE), scale
