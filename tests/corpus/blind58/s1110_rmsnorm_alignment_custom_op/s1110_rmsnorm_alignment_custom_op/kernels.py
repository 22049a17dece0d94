from typing import Tuple

import torch

_VEC_BYTES = 16


def _is_vec_aligned(t: torch.Tensor) -> bool:
    return (
        t.is_contiguous()
        and t.data_ptr() % _VEC_BYTES == 0
        and (t.shape[-1] * t.element_size()) % _VEC_BYTES == 0
    )


def _rmsnorm_ref(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    xf = x.float()
    xf = xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + eps)
    return (xf * weight.float()).to(x.dtype)


@torch.library.custom_op("corpus_s1110::fused_add_rmsnorm", mutates_args=())
def fused_add_rmsnorm(
    x: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor, eps: float
) -> Tuple[torch.Tensor, torch.Tensor]:
    if not (_is_vec_aligned(x) and _is_vec_aligned(weight)):
        x = x.contiguous()
        weight = weight.clone()
    if weight.untyped_storage().nbytes() < weight.numel() * weight.element_size():
        raise RuntimeError("weight storage is smaller than its view")
    new_residual = x + residual
    return _rmsnorm_ref(new_residual, weight, eps), new_residual


@fused_add_rmsnorm.register_fake
def _(x, residual, weight, eps):
    return torch.empty_like(x), torch.empty_like(x)
