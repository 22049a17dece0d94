from typing import List, Optional

import torch
import torch.distributed as dist

from .comm_stats import record_collective


class GroupCoordinator:
    def __init__(self, group_ranks: List[int], local_rank: int, group_name: str,
                 device_group: Optional["dist.ProcessGroup"] = None):
        self.ranks = group_ranks
        self.world_size = len(group_ranks)
        self.rank_in_group = group_ranks.index(local_rank)
        self.unique_name = group_name
        self.device_group = device_group

    def all_reduce(self, input_: torch.Tensor) -> torch.Tensor:
        if not torch.compiler.is_compiling():
            record_collective(f"{self.unique_name}.all_reduce", input_)
        if self.world_size == 1:
            return input_
        dist.all_reduce(input_, group=self.device_group)
        return input_


_TP: Optional[GroupCoordinator] = GroupCoordinator([0], 0, "tp")


def get_tp_group() -> GroupCoordinator:
    assert _TP is not None, "tensor model parallel group is not initialized"
    return _TP


def get_tensor_model_parallel_world_size() -> int:
    return get_tp_group().world_size


def get_tensor_model_parallel_rank() -> int:
    return get_tp_group().rank_in_group


def tensor_model_parallel_all_reduce(input_: torch.Tensor) -> torch.Tensor:
    return get_tp_group().all_reduce(input_)
