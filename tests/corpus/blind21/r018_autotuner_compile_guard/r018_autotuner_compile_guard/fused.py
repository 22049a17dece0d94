"""Compiled entry: pre-attention RMSNorm followed by dynamic int8 quant."""
from __future__ import annotations

import torch

from .kernels import dynamic_int8_quant, rmsnorm_kernel

_EPS = 1e-6


@torch.compile(fullgraph=True)
def rmsnorm_int8_quant(x: torch.Tensor, weight: torch.Tensor):
    normed = rmsnorm_kernel(x, weight, _EPS)
    q, scale = dynamic_int8_quant(normed)
    return q, scale
