from typing import List, Optional

import torch

from .communicator import CpuCommunicator, DeviceCommunicatorBase, XpuCommunicator


class GroupCoordinator:
    def __init__(self, ranks: List[int], rank: int, group_name: str, device_type: str = "cpu"):
        self.unique_name = group_name
        self.ranks = ranks
        self.rank = rank
        self.world_size = len(ranks)
        self.rank_in_group = ranks.index(rank)
        comm_cls = CpuCommunicator if device_type == "cpu" else XpuCommunicator
        self.device_communicator: Optional[DeviceCommunicatorBase] = None
        if self.world_size > 1:
            self.device_communicator = comm_cls(self.world_size, self.rank_in_group, group_name)

    def all_gather(self, input_: torch.Tensor, dim: int = -1) -> torch.Tensor:
        if self.world_size == 1:
            return input_
        assert -input_.dim() <= dim < input_.dim(), f"Invalid dim ({dim}) for {input_.size()}"
        return self.device_communicator.all_gather(input_, dim)


_TP: Optional[GroupCoordinator] = None


def init_tp_group(tp_size: int, rank: int = 0) -> GroupCoordinator:
    global _TP
    _TP = GroupCoordinator(list(range(tp_size)), rank, "tp")
    return _TP


def get_tp_group() -> GroupCoordinator:
    assert _TP is not None
    return _TP
