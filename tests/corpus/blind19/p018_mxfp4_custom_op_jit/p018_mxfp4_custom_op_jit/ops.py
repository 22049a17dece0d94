from __future__ import annotations

import torch

from .jit_env import load_mxfp4_kernels

MX_BLOCK = 32
_E2M1 = torch.tensor([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0])


def dequant_mxfp4_reference(blocks: torch.Tensor, scales: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    """blocks uint8 [N, K/2] (two e2m1 per byte), scales uint8 e8m0 [N, K/32] -> [N, K]."""
    lut = _E2M1.to(blocks.device)
    lo = lut[(blocks & 0xF).long()]
    hi = lut[(blocks >> 4).long()]
    w = torch.stack([lo, hi], dim=-1).flatten(-2)
    n, k = w.shape
    scale = torch.exp2(scales.float() - 127.0)
    w = w.reshape(n, k // MX_BLOCK, MX_BLOCK) * scale.unsqueeze(-1)
    return w.reshape(n, k).to(dtype)


@torch.library.custom_op("corpus_p018::mxfp4_gemm", mutates_args=())
def mxfp4_gemm(x: torch.Tensor, blocks: torch.Tensor, scales: torch.Tensor) -> torch.Tensor:
    kernels = load_mxfp4_kernels()
    if kernels is not None and x.is_cuda:
        return kernels.mxfp4_gemm(x, blocks, scales)
    w = dequant_mxfp4_reference(blocks, scales, x.dtype)
    return x @ w.T


@mxfp4_gemm.register_fake
def _(x, blocks, scales):
    return x.new_empty(x.shape[0], blocks.shape[0])
