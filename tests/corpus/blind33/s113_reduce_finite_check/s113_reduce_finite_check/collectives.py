"""Reductions over the tensor-parallel group."""
from __future__ import annotations

import torch

from .config import PARALLEL_CONFIG, ParallelConfig


class ReduceError(RuntimeError):
    pass


class Reducer:
    def __init__(self, cfg: ParallelConfig = PARALLEL_CONFIG):
        self.cfg = cfg

    def _maybe_upcast(self, x: torch.Tensor) -> torch.Tensor:
        if self.cfg.reduce_in_fp32 and x.dtype != torch.float32:
            return x.float()
        return x

    def _validate(self, out: torch.Tensor, tag: str) -> None:
        if not torch.isfinite(out).all():
            raise ReduceError(f"non-finite values after all-reduce in {tag}")

    def all_reduce(self, x: torch.Tensor, tag: str = "") -> torch.Tensor:
        orig_dtype = x.dtype
        x = self._maybe_upcast(x)
        if self.cfg.tensor_parallel_size > 1:
            torch.distributed.all_reduce(x)
        if self.cfg.check_reduce_finite:
            self._validate(x, tag)
        return x.to(orig_dtype)
