"""Process-group bookkeeping for tensor parallelism."""
import logging
from dataclasses import dataclass, field
from typing import Any, List, Optional

import torch
import torch.distributed as dist

logger = logging.getLogger(__name__)


@dataclass
class GroupCoordinator:
    unique_name: str
    ranks: List[int]
    rank: int
    local_rank: int = 0
    device_group: Optional[Any] = None
    cpu_group: Optional[Any] = None
    extra: dict = field(default_factory=dict)

    @property
    def world_size(self) -> int:
        return len(self.ranks)

    @property
    def rank_in_group(self) -> int:
        return self.ranks.index(self.rank)

    @property
    def is_first_rank(self) -> bool:
        return self.rank == self.ranks[0]

    def all_reduce(self, input_: torch.Tensor) -> torch.Tensor:
        if self.world_size == 1:
            return input_
        dist.all_reduce(input_, group=self.device_group)
        return input_


_TP: Optional[GroupCoordinator] = None
_UNINITIALIZED_WARNED = False


def model_parallel_is_initialized() -> bool:
    return _TP is not None


def get_tp_group() -> Optional[GroupCoordinator]:
    return _TP


def _warn_uninitialized(query: str) -> None:
    global _UNINITIALIZED_WARNED
    if _UNINITIALIZED_WARNED:
        return
    logger.warning(
        "Tensor parallel group is not initialized when querying %s; "
        "falling back to a single-process group.",
        query,
    )
    _UNINITIALIZED_WARNED = True


def get_tensor_model_parallel_world_size() -> int:
    tp_group = get_tp_group()
    if tp_group is not None:
        return tp_group.world_size
    if dist.is_initialized():
        return dist.get_world_size()
    _warn_uninitialized("world size")
    return 1


def get_tensor_model_parallel_rank() -> int:
    tp_group = get_tp_group()
    if tp_group is not None:
        return tp_group.rank_in_group
    if dist.is_initialized():
        return dist.get_rank()
    _warn_uninitialized("rank")
    return 0


def initialize_model_parallel(tensor_model_parallel_size: int = 1) -> None:
    global _TP
    world_size = dist.get_world_size() if dist.is_initialized() else 1
    rank = dist.get_rank() if dist.is_initialized() else 0
    assert world_size % tensor_model_parallel_size == 0
    start = (rank // tensor_model_parallel_size) * tensor_model_parallel_size
    _TP = GroupCoordinator(
        unique_name="tp",
        ranks=list(range(start, start + tensor_model_parallel_size)),
        rank=rank,
    )
