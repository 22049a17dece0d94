from __future__ import annotations

from typing import List, Optional

import torch

from .comm_stats import comm_span


class SingleProcessGroup:
    """Stand-in for a ProcessGroup when the engine runs with tp_size=1."""

    def __init__(self, rank: int = 0, world_size: int = 1):
        self.rank = rank
        self.world_size = world_size

    def all_reduce(self, t: torch.Tensor) -> torch.Tensor:
        shards: List[torch.Tensor] = [t]
        return torch.stack(shards).sum(0)

    def all_gather(self, t: torch.Tensor, dim: int = -1) -> torch.Tensor:
        return torch.cat([t] * self.world_size, dim=dim)


_TP_GROUP: Optional[SingleProcessGroup] = None


def initialize_model_parallel(tp_size: int = 1) -> None:
    global _TP_GROUP
    _TP_GROUP = SingleProcessGroup(0, tp_size)


def get_tp_group() -> SingleProcessGroup:
    assert _TP_GROUP is not None, "model parallel group is not initialized"
    return _TP_GROUP


def tensor_model_parallel_all_reduce(t: torch.Tensor) -> torch.Tensor:
    group = get_tp_group()
    with comm_span("all_reduce", t.numel() * t.element_size()):
        return group.all_reduce(t)
