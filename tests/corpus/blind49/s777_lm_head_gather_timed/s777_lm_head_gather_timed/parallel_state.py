import os
from typing import Optional

import torch
import torch.distributed as dist


class GroupCoordinator:
    def __init__(self, rank_in_group: int, world_size: int, device_group=None):
        self.rank_in_group = rank_in_group
        self.world_size = world_size
        self.device_group = device_group

    @property
    def is_first_rank(self) -> bool:
        return self.rank_in_group == 0

    def all_gather(self, input_: torch.Tensor, dim: int = -1) -> torch.Tensor:
        if self.world_size == 1:
            return input_
        if dim < 0:
            dim += input_.dim()
        output_size = (input_.size(0) * self.world_size,) + input_.size()[1:]
        output = torch.empty(output_size, dtype=input_.dtype, device=input_.device)
        dist.all_gather_into_tensor(output, input_, group=self.device_group)
        output = output.reshape((self.world_size,) + input_.size())
        output = output.movedim(0, dim)
        return output.reshape(input_.size()[:dim] + (self.world_size * input_.size(dim),) + input_.size()[dim + 1:])


_TP: Optional[GroupCoordinator] = None


def get_tp_group() -> GroupCoordinator:
    global _TP
    if _TP is None:
        _TP = GroupCoordinator(
            rank_in_group=int(os.environ.get("LOCAL_RANK", "0")),
            world_size=int(os.environ.get("TP_WORLD_SIZE", "1")),
        )
    return _TP


def tensor_model_parallel_all_gather(input_: torch.Tensor, dim: int = -1) -> torch.Tensor:
    return get_tp_group().all_gather(input_, dim)
