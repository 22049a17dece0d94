import logging
from typing import Optional

import torch
import torch.distributed as dist

logger = logging.getLogger(__name__)


class GroupCoordinator:
    """Thin wrapper around a tensor-parallel process group."""

    def __init__(self, group_name: str, group: Optional[object] = None):
        self.group_name = group_name
        self.device_group = group
        if dist.is_available() and dist.is_initialized():
            self.world_size = dist.get_world_size(group)
            self.rank_in_group = dist.get_rank(group)
        else:
            self.world_size = 1
            self.rank_in_group = 0

    @property
    def is_first_rank(self) -> bool:
        return self.rank_in_group == 0

    def all_gather(self, input_: torch.Tensor, dim: int = -1) -> torch.Tensor:
        world_size = self.world_size
        if world_size == 1:
            return input_
        if dim < 0:
            dim += input_.dim()
        input_size = input_.size()
        output_size = (input_size[0] * world_size,) + input_size[1:]
        output_tensor = torch.empty(output_size, dtype=input_.dtype, device=input_.device)
        logger.debug("all_gather %s on %s", tuple(output_size), self.group_name)
        dist.all_gather_into_tensor(output_tensor, input_, group=self.device_group)
        output_tensor = output_tensor.reshape((world_size,) + input_size)
        output_tensor = output_tensor.movedim(0, dim)
        return output_tensor.reshape(
            input_size[:dim] + (world_size * input_size[dim],) + input_size[dim + 1 :]
        )

    def gather(self, input_: torch.Tensor, dst: int = 0, dim: int = -1) -> Optional[torch.Tensor]:
        if self.world_size == 1:
            return input_
        gather_list = [torch.empty_like(input_) for _ in range(self.world_size)] if self.rank_in_group == dst else None
        dist.gather(input_, gather_list, dst=dst, group=self.device_group)
        if self.rank_in_group == dst:
            return torch.cat(gather_list, dim=dim)
        return None


_TP: Optional[GroupCoordinator] = None


def get_tp_group() -> GroupCoordinator:
    global _TP
    if _TP is None:
        _TP = GroupCoordinator("tp")
    return _TP


def tensor_model_parallel_all_gather(input_: torch.Tensor, dim: int = -1) -> torch.Tensor:
    return get_tp_group().all_gather(input_, dim)


def tensor_model_parallel_gather(input_: torch.Tensor, dst: int = 0, dim: int = -1):
    return get_tp_group().gather(input_, dst, dim)
