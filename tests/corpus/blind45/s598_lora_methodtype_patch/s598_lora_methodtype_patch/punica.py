"""Host wrappers around the (S)GMV shrink/expand kernels.

The launchers inspect segment metadata on the host to choose a grid, which
dynamo cannot trace, so they are excluded from compilation.
"""
from __future__ import annotations

import torch


@torch.compiler.disable
def add_lora_shrink_expand(
    y: torch.Tensor,
    x: torch.Tensor,
    lora_a: torch.Tensor,
    lora_b: torch.Tensor,
    scaling: float,
) -> torch.Tensor:
    rank = lora_a.shape[0]
    buffer = x.new_empty(x.shape[0], rank)
    torch.matmul(x, lora_a.t(), out=buffer)
    return y.addmm_(buffer, lora_b.t(), alpha=scaling)
