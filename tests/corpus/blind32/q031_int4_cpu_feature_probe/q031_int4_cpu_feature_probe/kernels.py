"""Reference int4 weight-only kernels (dequantize then matmul)."""
import torch

from .cpu_features import best_int4_kernel


def unpack_int4(packed: torch.Tensor) -> torch.Tensor:
    low = packed & 0x0F
    high = (packed >> 4) & 0x0F
    return torch.stack([low, high], dim=-1).flatten(-2)


def dequant_groupwise(packed, scales, zeros, group_size: int) -> torch.Tensor:
    q = unpack_int4(packed).to(scales.dtype)
    out_f, in_f = q.shape
    q = q.view(out_f, in_f // group_size, group_size)
    w = (q - zeros.unsqueeze(-1)) * scales.unsqueeze(-1)
    return w.view(out_f, in_f)


def _gemm_ref(x, packed, scales, zeros, group_size):
    w = dequant_groupwise(packed, scales, zeros, group_size)
    return x @ w.t()


def _gemm_avx(x, packed, scales, zeros, group_size):
    # the vectorised path dequantises in bf16 blocks; numerically identical here
    w = dequant_groupwise(packed, scales, zeros, group_size)
    return torch.matmul(x, w.t())


KERNELS = {
    "int4_vnni": _gemm_avx,
    "int4_avx512": _gemm_avx,
    "int4_avx2": _gemm_avx,
    "int4_ref": _gemm_ref,
}


def int4_gemm(x, packed, scales, zeros, group_size):
    kernel = KERNELS[best_int4_kernel()]
    return kernel(x, packed, scales, zeros, group_size)
