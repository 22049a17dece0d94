"""Compiled op wrapper: C = (A * scale_a) @ (B * scale_b), K-split like the kernel."""
from __future__ import annotations

import torch

from .autotuner import get_tuner


def _k_split_matmul(a: torch.Tensor, b: torch.Tensor, block_k: int) -> torch.Tensor:
    out = a.new_zeros(a.shape[0], b.shape[1])
    for k0 in range(0, a.shape[1], block_k):
        out = out + a[:, k0 : k0 + block_k] @ b[k0 : k0 + block_k]
    return out


@torch.compile(fullgraph=True)
def scaled_mm(a: torch.Tensor, b: torch.Tensor, scale_a: torch.Tensor, scale_b: torch.Tensor) -> torch.Tensor:
    cfg = get_tuner("scaled_mm").select(a, b)
    acc = _k_split_matmul(a, b, cfg.block_k)
    return acc * scale_a * scale_b
