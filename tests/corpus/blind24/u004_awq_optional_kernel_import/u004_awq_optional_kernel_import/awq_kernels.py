"""AWQ GEMM entry point: the CUDA extension when it is installed, else PyTorch."""
from __future__ import annotations

import torch

AWQ_PACK_ORDER = (0, 2, 4, 6, 1, 3, 5, 7)
AWQ_REVERSE_ORDER = (0, 4, 1, 5, 2, 6, 3, 7)


def unpack_awq(qweight: torch.Tensor, bits: int = 4) -> torch.Tensor:
    """[K, N // 8] int32 -> [K, N] int values in AWQ's interleaved order."""
    shifts = torch.arange(0, 32, bits, device=qweight.device, dtype=torch.int32)
    iweights = torch.bitwise_right_shift(qweight[:, :, None], shifts[None, None, :])
    iweights = iweights.reshape(qweight.shape[0], -1)
    reverse = torch.tensor(AWQ_REVERSE_ORDER, device=qweight.device)
    order = (torch.arange(iweights.shape[-1] // 8)[:, None] * 8 + reverse[None, :]).flatten()
    return torch.bitwise_and(iweights[:, order], (1 << bits) - 1)


def awq_dequantize_torch(qweight, scales, qzeros, group_size: int) -> torch.Tensor:
    iweight = unpack_awq(qweight)
    izeros = unpack_awq(qzeros)
    scales = scales.repeat_interleave(group_size, dim=0)
    izeros = izeros.repeat_interleave(group_size, dim=0)
    return (iweight - izeros).to(scales.dtype) * scales


def awq_gemm(x, qweight, scales, qzeros, group_size: int) -> torch.Tensor:
    try:
        from awq_inference_engine import gemm_forward_cuda  # optional CUDA extension
    except ImportError:
        gemm_forward_cuda = None
    if gemm_forward_cuda is not None and x.is_cuda:
        return gemm_forward_cuda(x, qweight, scales, qzeros, 8)
    weight = awq_dequantize_torch(qweight, scales, qzeros, group_size)
    return x @ weight
