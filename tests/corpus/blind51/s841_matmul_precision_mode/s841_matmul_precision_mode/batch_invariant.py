"""Batch-invariant replacements for matmul-like ops.

When batch invariance is requested every GEMM is computed with a fixed
K-split, so the reduction order of a row never depends on how many rows
are in the batch.
"""
from typing import Optional

import torch

from . import envs


def vllm_is_batch_invariant() -> bool:
    return bool(envs.VLLM_BATCH_INVARIANT)


def matmul_fixed_split(a: torch.Tensor, b: torch.Tensor, tile_k: int) -> torch.Tensor:
    """a: [M, K], b: [K, N]; accumulates K in fixed-size tiles in fp32."""
    k = a.shape[-1]
    acc = a.new_zeros((a.shape[0], b.shape[-1]), dtype=torch.float32)
    for start in range(0, k, tile_k):
        end = min(start + tile_k, k)
        acc = acc + a[:, start:end].float() @ b[start:end, :].float()
    return acc.to(a.dtype)


def _default_mm_mode() -> str:
    if not envs.VLLM_ALLOW_TF32_IN_LINEAR:
        return "ieee"
    precision = torch.get_float32_matmul_precision()
    return "ieee" if precision == "highest" else "tf32"


def resolve_mm_mode() -> str:
    if vllm_is_batch_invariant():
        return "fixed_split"
    return _default_mm_mode()


def linear_dispatch(
    x: torch.Tensor, weight: torch.Tensor, bias: Optional[torch.Tensor] = None
) -> torch.Tensor:
    mode = resolve_mm_mode()
    if mode == "fixed_split":
        out = matmul_fixed_split(x, weight.t(), envs.VLLM_BATCH_INVARIANT_TILE_K)
        if bias is not None:
            out = out + bias
        return out
    if mode == "ieee":
        out = torch.mm(x.double(), weight.t().double()).to(x.dtype)
        return out if bias is None else out + bias
    return torch.nn.functional.linear(x, weight, bias)
