import torch
import torch.nn.functional as F

from .launch import LaunchConfig, register_kernel


@register_kernel("silu_and_mul")
def silu_and_mul_kernel(grid, cfg: LaunchConfig, out: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
    d = x.shape[-1] // 2
    if cfg.vectorized:
        gate, up = x.view(x.shape[0], 2, d).unbind(1)
    else:
        gate, up = x[..., :d], x[..., d:]
    out.copy_(F.silu(gate) * up)
    return out


@register_kernel("gelu_and_mul")
def gelu_and_mul_kernel(grid, cfg: LaunchConfig, out: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
    d = x.shape[-1] // 2
    out.copy_(F.gelu(x[..., :d], approximate="tanh") * x[..., d:])
    return out
