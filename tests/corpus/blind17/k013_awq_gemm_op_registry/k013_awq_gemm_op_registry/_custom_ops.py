"""Op registrations and their python-side wrappers."""
from __future__ import annotations

import torch

from .awq_triton import awq_dequantize_torch


@torch.library.custom_op("corpus_k013::awq_gemm", mutates_args=())
def _awq_gemm_kernel(
    x: torch.Tensor, qweight: torch.Tensor, scales: torch.Tensor, qzeros: torch.Tensor, group_size: int
) -> torch.Tensor:
    weight = awq_dequantize_torch(qweight, scales, qzeros, group_size)
    return x @ weight


def awq_gemm(
    x: torch.Tensor, qweight: torch.Tensor, scales: torch.Tensor, qzeros: torch.Tensor, group_size: int
) -> torch.Tensor:
    return torch.ops.corpus_k013.awq_gemm(x, qweight, scales, qzeros, group_size)
