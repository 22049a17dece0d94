import logging
import os
import threading
from dataclasses import dataclass
from typing import List, Optional

import torch
import torch.distributed as dist

logger = logging.getLogger(__name__)

_INIT_LOCK = threading.Lock()


@dataclass
class GroupCoordinator:
    unique_name: str
    ranks: List[int]
    rank: int
    local_rank: int

    @property
    def world_size(self) -> int:
        return len(self.ranks)

    @property
    def rank_in_group(self) -> int:
        return self.ranks.index(self.rank)

    def all_reduce(self, input_: torch.Tensor) -> torch.Tensor:
        if self.world_size == 1:
            return input_
        dist.all_reduce(input_)
        return input_


_TP: Optional[GroupCoordinator] = None
_PP: Optional[GroupCoordinator] = None


def ensure_model_parallel_initialized(tensor_model_parallel_size: int, pipeline_model_parallel_size: int) -> None:
    global _TP, _PP
    with _INIT_LOCK:
        if _TP is not None:
            assert _TP.world_size == tensor_model_parallel_size
            return
        if dist.is_initialized():
            world_size, rank = dist.get_world_size(), dist.get_rank()
        else:
            world_size, rank = 1, 0
        local_rank = int(os.environ.get("LOCAL_RANK", rank))
        assert world_size == tensor_model_parallel_size * pipeline_model_parallel_size
        tp_start = rank - rank % tensor_model_parallel_size
        _TP = GroupCoordinator("tp", list(range(tp_start, tp_start + tensor_model_parallel_size)), rank, local_rank)
        _PP = GroupCoordinator("pp", list(range(rank % tensor_model_parallel_size, world_size,
                                                tensor_model_parallel_size)), rank, local_rank)
        logger.info("pid %d initialized model parallel: tp=%d pp=%d rank=%d",
                    os.getpid(), tensor_model_parallel_size, pipeline_model_parallel_size, rank)


def get_tp_group() -> GroupCoordinator:
    assert _TP is not None, "tensor model parallel group is not initialized"
    return _TP


def get_pp_group() -> GroupCoordinator:
    assert _PP is not None, "pipeline model parallel group is not initialized"
    return _PP


def get_tensor_model_parallel_world_size() -> int:
    return get_tp_group().world_size


def get_tensor_model_parallel_rank() -> int:
    return get_tp_group().rank_in_group
