"""Sequence-parallel collectives along the token dimension."""
from __future__ import annotations

import torch
import torch.nn.functional as F

from .utils import cdiv, warn_once


class SequenceParallel:
    def __init__(self, tp_size: int = 1, tp_rank: int = 0, enabled: bool = True):
        self.tp_size = tp_size
        self.tp_rank = tp_rank
        self.enabled = enabled

    def _pad_tokens(self, x: torch.Tensor) -> tuple[torch.Tensor, int]:
        n = x.shape[0]
        padded = cdiv(n, self.tp_size) * self.tp_size
        if padded != n:
            warn_once(f"sequence length {n} not divisible by tp={self.tp_size}; padding")
            x = F.pad(x, (0, 0, 0, padded - n))
        return x, n

    def reduce_scatter(self, x: torch.Tensor) -> tuple[torch.Tensor, int]:
        if not self.enabled:
            return x, x.shape[0]
        x, n = self._pad_tokens(x)
        if self.tp_size > 1 and torch.distributed.is_initialized():
            out = x.new_empty(x.shape[0] // self.tp_size, *x.shape[1:])
            torch.distributed.reduce_scatter_tensor(out, x)
            return out, n
        return x, n

    def all_gather(self, x: torch.Tensor, orig_tokens: int) -> torch.Tensor:
        if not self.enabled:
            return x
        if self.tp_size > 1 and torch.distributed.is_initialized():
            out = x.new_empty(x.shape[0] * self.tp_size, *x.shape[1:])
            torch.distributed.all_gather_into_tensor(out, x)
            x = out
        return x[:orig_tokens]
