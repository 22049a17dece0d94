import torch

from .dtype_checks import check_cast_safety


class _CastWithGradUpcast(torch.autograd.Function):
    """Forward: cast to the compute dtype. Backward: grads go back in the
    original (master) dtype so the optimizer never sees bf16 grads."""

    @staticmethod
    def forward(ctx, x: torch.Tensor, dtype: torch.dtype, where: str):
        ctx.orig_dtype = x.dtype
        check_cast_safety(x.dtype, dtype, where)
        return x.to(dtype)

    @staticmethod
    def backward(ctx, grad_out: torch.Tensor):
        return grad_out.to(ctx.orig_dtype), None, None


def cast_to(x: torch.Tensor, dtype: torch.dtype, where: str = "") -> torch.Tensor:
    if x.dtype == dtype:
        return x
    return _CastWithGradUpcast.apply(x, dtype, where)
