import torch

from .registry import get_quant_kernel


def per_token_group_quant_fp8(x: torch.Tensor, group_size: int, eps: float = 1e-10):
    assert x.shape[-1] % group_size == 0, "last dim must be divisible by group_size"
    assert x.is_contiguous(), "x is not contiguous"
    kernel = get_quant_kernel("per_token_group_fp8")
    return kernel(x, group_size, eps)


def dequant_block(q: torch.Tensor, scale: torch.Tensor, group_size: int, dtype: torch.dtype) -> torch.Tensor:
    m, k = q.shape
    deq = q.to(dtype).reshape(m, k // group_size, group_size) * scale.unsqueeze(-1).to(dtype)
    return deq.reshape(m, k)
