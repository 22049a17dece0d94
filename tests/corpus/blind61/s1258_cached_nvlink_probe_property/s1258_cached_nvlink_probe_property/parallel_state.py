from typing import List, Optional

import torch
import torch.distributed as dist

from . import envs
from .topology import can_use_custom_all_reduce


class GroupCoordinator:
    def __init__(self, ranks: List[int], rank: int, group_name: str):
        self.unique_name = group_name
        self.ranks = ranks
        self.rank = rank
        self.world_size = len(ranks)
        self.rank_in_group = ranks.index(rank)
        self.device_group = None
        self.ca_buffer: Optional[torch.Tensor] = None

    @property
    def use_custom_allreduce(self) -> bool:
        if envs.disable_custom_all_reduce():
            return False
        return can_use_custom_all_reduce(self.world_size, envs.custom_all_reduce_max_bytes())

    def _custom_all_reduce(self, input_: torch.Tensor) -> torch.Tensor:
        return torch.ops.sgl_kernel.custom_all_reduce(input_, self.ca_buffer)

    def all_reduce(self, input_: torch.Tensor) -> torch.Tensor:
        if self.world_size == 1:
            return input_
        if self.use_custom_allreduce:
            return self._custom_all_reduce(input_)
        out = input_.clone()
        if dist.is_initialized():
            dist.all_reduce(out, group=self.device_group)
        return out


_TP: Optional[GroupCoordinator] = None


def initialize_model_parallel(tp_size: int, rank: int = 0) -> None:
    global _TP
    _TP = GroupCoordinator(list(range(tp_size)), rank, "tp")


def get_tp_group() -> GroupCoordinator:
    assert _TP is not None, "tensor model parallel group is not initialized"
    return _TP


def tensor_model_parallel_all_reduce(input_: torch.Tensor) -> torch.Tensor:
    return get_tp_group().all_reduce(input_)
