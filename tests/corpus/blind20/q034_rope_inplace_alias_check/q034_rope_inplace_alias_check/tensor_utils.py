"""Small tensor helpers used by the fused attention path."""
from __future__ import annotations

from typing import Tuple

import torch


def shares_storage(a: torch.Tensor, b: torch.Tensor) -> bool:
    """True when two views point into the same allocation."""
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()


def detach_aliases(q: torch.Tensor, k: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    """In-place kernels may not read and write overlapping memory: give k its own buffer."""
    if shares_storage(q, k):
        k = k.clone()
    return q, k
