from __future__ import annotations

import torch
import torch.distributed as dist

from .stats import COMM_STATS


class DeviceCommunicator:
    def __init__(self, world_size: int = 1):
        self.world_size = world_size

    def _account(self, op: str, x: torch.Tensor) -> None:
        # host-side bookkeeping is meaningless inside a captured graph
        if torch.compiler.is_compiling():
            return
        COMM_STATS.record(op, x.numel() * x.element_size())

    def all_reduce(self, x: torch.Tensor) -> torch.Tensor:
        self._account("all_reduce", x)
        if self.world_size == 1:
            return x
        dist.all_reduce(x)
        return x

    def all_gather(self, x: torch.Tensor) -> torch.Tensor:
        self._account("all_gather", x)
        if self.world_size == 1:
            return x
        out = x.new_empty(self.world_size * x.shape[0], *x.shape[1:])
        dist.all_gather_into_tensor(out, x)
        return out
