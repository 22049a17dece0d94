from typing import List, Optional

import torch
import torch.distributed as dist

from .device_communicators import DeviceCommunicatorBase, create_communicator


class GroupCoordinator:
    def __init__(self, group_ranks: List[int], local_rank: int, device_type: str, group_name: str):
        self.unique_name = group_name
        self.ranks = group_ranks
        self.rank = dist.get_rank() if dist.is_initialized() else 0
        self.local_rank = local_rank
        self.world_size = len(group_ranks)
        self.rank_in_group = group_ranks.index(self.rank)
        self.device_communicator: DeviceCommunicatorBase = create_communicator(
            device_type, self.world_size, self.rank_in_group
        )

    @property
    def first_rank(self) -> int:
        return self.ranks[0]

    def all_reduce(self, input_: torch.Tensor) -> torch.Tensor:
        return self.device_communicator.all_reduce(input_)

    def all_gather(self, input_: torch.Tensor, dim: int = -1) -> torch.Tensor:
        assert -input_.dim() <= dim < input_.dim(), f"Invalid dim ({dim}) for input tensor"
        return self.device_communicator.all_gather(input_, dim)


_TP: Optional[GroupCoordinator] = None


def get_tp_group() -> GroupCoordinator:
    assert _TP is not None, "tensor model parallel group is not initialized"
    return _TP


def init_single_process_groups(device_type: str = "cpu") -> None:
    global _TP
    if _TP is None:
        _TP = GroupCoordinator([0], local_rank=0, device_type=device_type, group_name="tp")
