import torch

from .platform_info import cuda_capability, cutlass_available


def _w4a16_dequant(qweight, scales, group_size):
    n, k = qweight.shape
    w = (qweight.float() - 8.0).view(n, k // group_size, group_size) * scales.unsqueeze(-1)
    return w.view(n, k)


def gemm_torch(x, qweight, scales, group_size):
    return x @ _w4a16_dequant(qweight, scales, group_size).t()


def gemm_machete(x, qweight, scales, group_size):
    return torch.ops._C.machete_mm(x, qweight, scales, group_size)


def gemm_marlin(x, qweight, scales, group_size):
    return torch.ops._C.marlin_gemm(x, qweight, scales, group_size)


def select_kernel(m: int, n: int, k: int):
    major, minor = cuda_capability()
    if major >= 9 and cutlass_available():
        return gemm_machete
    if major >= 8 and m <= 64 and k % 128 == 0:
        return gemm_marlin
    return gemm_torch
