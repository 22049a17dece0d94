from typing import List, Optional

import torch

from .device_communicators import DeviceCommunicatorBase, get_device_communicator_cls
from .platforms import current_platform


class GroupCoordinator:
    rank: int
    ranks: List[int]
    world_size: int
    rank_in_group: int

    def __init__(self, group_ranks: List[List[int]], local_rank: int,
                 use_device_communicator: bool, group_name: str):
        self.unique_name = group_name
        self.rank = local_rank
        self.local_rank = local_rank
        self.ranks = []
        self.world_size = 1
        self.rank_in_group = 0
        for ranks in group_ranks:
            if self.rank in ranks:
                self.ranks = ranks
                self.world_size = len(ranks)
                self.rank_in_group = ranks.index(self.rank)

        self.use_device_communicator = use_device_communicator
        self.device_communicator: Optional[DeviceCommunicatorBase] = None
        if use_device_communicator and self.world_size > 1:
            comm_cls = get_device_communicator_cls(current_platform.communicator_key)
            self.device_communicator = comm_cls(
                rank_in_group=self.rank_in_group,
                world_size=self.world_size,
                unique_name=self.unique_name,
            )

    @property
    def is_first_rank(self) -> bool:
        return self.rank == self.ranks[0]

    def all_reduce(self, input_: torch.Tensor) -> torch.Tensor:
        if self.world_size == 1:
            return input_
        if self.device_communicator is None:
            raise RuntimeError(f"group {self.unique_name} has no device communicator")
        return self.device_communicator.all_reduce(input_)


_TP: Optional[GroupCoordinator] = None


def get_tp_group() -> GroupCoordinator:
    assert _TP is not None, "tensor model parallel group is not initialized"
    return _TP


def get_tensor_model_parallel_world_size() -> int:
    return get_tp_group().world_size


def get_tensor_model_parallel_rank() -> int:
    return get_tp_group().rank_in_group


def initialize_model_parallel(tensor_model_parallel_size: int = 1, local_rank: int = 0) -> None:
    global _TP
    group_ranks = [list(range(tensor_model_parallel_size))]
    _TP = GroupCoordinator(group_ranks, local_rank,
                           use_device_communicator=True, group_name="tp")


def tensor_model_parallel_all_reduce(input_: torch.Tensor) -> torch.Tensor:
    return get_tp_group().all_reduce(input_)
