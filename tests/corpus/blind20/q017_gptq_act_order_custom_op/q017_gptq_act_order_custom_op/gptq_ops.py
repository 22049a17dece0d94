"""Host implementation of the GPTQ GEMM.

The kernel path shuffles rows when act-order is in use; the reference below
mirrors that with numpy.  Registered as a custom op so the compiler treats it
as one opaque node.
"""
from __future__ import annotations

import numpy as np
import torch

_NIBBLE_SHIFTS = np.arange(0, 32, 4, dtype=np.uint32)


def _unpack_rows(qweight: np.ndarray) -> np.ndarray:
    """[K/8, N] int32 packed along K -> [K, N] uint8."""
    q = qweight.astype(np.uint32)[:, None, :] >> _NIBBLE_SHIFTS[None, :, None]
    return (q & 0xF).reshape(-1, qweight.shape[1]).astype(np.uint8)


def _is_sequential(g_idx: torch.Tensor) -> bool:
    return bool((g_idx[1:] >= g_idx[:-1]).all())


@torch.library.custom_op("corpus_q017::gptq_gemm", mutates_args=())
def gptq_gemm(
    x: torch.Tensor,
    qweight: torch.Tensor,
    scales: torch.Tensor,
    zeros: torch.Tensor,
    g_idx: torch.Tensor,
    bits: int,
) -> torch.Tensor:
    if bits != 4:
        raise NotImplementedError(f"gptq_gemm: {bits}-bit weights are not supported")
    w = _unpack_rows(qweight.numpy()).astype(np.float32)
    groups = g_idx.tolist()
    if _is_sequential(g_idx):
        # contiguous groups: broadcast per group instead of gathering
        group_size = w.shape[0] // scales.shape[0]
        s = np.repeat(scales.numpy(), group_size, axis=0)
        z = np.repeat(zeros.numpy(), group_size, axis=0)
    else:
        s = scales.numpy()[groups]
        z = zeros.numpy()[groups]
    w_deq = torch.from_numpy((w - z) * s).to(x.dtype)
    return x @ w_deq


@gptq_gemm.register_fake
def _(x, qweight, scales, zeros, g_idx, bits):
    return x.new_empty(x.shape[0], qweight.shape[1])
