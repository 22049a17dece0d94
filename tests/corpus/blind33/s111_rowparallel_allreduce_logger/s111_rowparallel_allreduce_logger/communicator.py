"""Thin wrappers around collectives with a single-rank shortcut."""
from __future__ import annotations

import logging

import torch
import torch.distributed as dist

from .parallel_state import get_group

logger = logging.getLogger(__name__)


class TPCommunicator:
    def __init__(self, group_name: str = "tp"):
        self.group_name = group_name
        self.group = get_group(group_name)
        self.disabled = self.group.world_size == 1

    @property
    def world_size(self) -> int:
        return self.group.world_size

    def all_reduce(self, x: torch.Tensor) -> torch.Tensor:
        if self.disabled:
            logger.debug("all_reduce skipped on single rank (group=%s, shape=%s)", self.group_name, tuple(x.shape))
            return x
        out = x.clone()
        dist.all_reduce(out)
        return out

    def all_gather(self, x: torch.Tensor, dim: int = -1) -> torch.Tensor:
        if self.disabled:
            return x
        chunks = [torch.empty_like(x) for _ in range(self.world_size)]
        dist.all_gather(chunks, x)
        return torch.cat(chunks, dim=dim)


_COMMS: dict[str, TPCommunicator] = {}


def get_tp_communicator() -> TPCommunicator:
    comm = _COMMS.get("tp")
    if comm is None:
        comm = TPCommunicator("tp")
        _COMMS["tp"] = comm
    return comm
