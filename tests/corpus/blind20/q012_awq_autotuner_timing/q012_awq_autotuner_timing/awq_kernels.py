"""Reference AWQ int4 GEMM (packed along N, 8 nibbles per int32)."""
from __future__ import annotations

import torch

from .autotune import Config, autotune

PACK_FACTOR = 8
_SHIFTS = torch.arange(0, 32, 4, dtype=torch.int32)


def unpack_int4(packed: torch.Tensor) -> torch.Tensor:
    """[R, C/8] int32 -> [R, C] int32 with values in [0, 16)."""
    nibbles = (packed.unsqueeze(-1) >> _SHIFTS) & 0xF
    return nibbles.reshape(packed.shape[0], -1)


def dequantize_awq(qweight, scales, qzeros, group_size: int) -> torch.Tensor:
    w = unpack_int4(qweight)
    z = unpack_int4(qzeros)
    z = z.repeat_interleave(group_size, dim=0)
    s = scales.repeat_interleave(group_size, dim=0)
    return (w - z).to(s.dtype) * s


@autotune(
    configs=[
        Config({"SPLIT_K": 1}, num_warps=4),
        Config({"SPLIT_K": 2}, num_warps=4),
        Config({"SPLIT_K": 4}, num_warps=8),
    ],
    key=["M", "N", "K"],
)
def awq_gemm(x, qweight, scales, qzeros, group_size, SPLIT_K=1):
    w = dequantize_awq(qweight, scales, qzeros, group_size)
    k = x.shape[-1]
    chunk = k // SPLIT_K
    out = x[:, :chunk] @ w[:chunk]
    for i in range(1, SPLIT_K):
        out = out + x[:, i * chunk:(i + 1) * chunk] @ w[i * chunk:(i + 1) * chunk]
    return out
