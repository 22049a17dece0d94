import logging
from typing import List, Optional

import torch
import torch.distributed as dist

from . import envs

logger = logging.getLogger(__name__)


class GroupCoordinator:
    def __init__(self, ranks: List[int], rank: int, group_name: str):
        self.unique_name = group_name
        self.ranks = ranks
        self.rank = rank
        self.world_size = len(ranks)
        self.rank_in_group = ranks.index(rank)
        self.device_group = None

    def all_reduce(self, input_: torch.Tensor) -> torch.Tensor:
        if self.world_size == 1:
            return input_
        dist.all_reduce(input_, group=self.device_group)
        return input_

    def all_gather(self, input_: torch.Tensor, dim: int = -1) -> torch.Tensor:
        world_size = self.world_size
        if world_size == 1:
            return input_
        if dim < 0:
            dim += input_.dim()
        input_size = input_.size()
        output_tensor = torch.empty((world_size,) + input_size, dtype=input_.dtype,
                                    device=input_.device)
        dist.all_gather_into_tensor(output_tensor, input_, group=self.device_group)
        output_tensor = output_tensor.movedim(0, dim)
        return output_tensor.reshape(input_size[:dim] + (world_size * input_size[dim],)
                                     + input_size[dim + 1:])

    def reduce_scatter(self, input_: torch.Tensor) -> torch.Tensor:
        if self.world_size == 1:
            return input_
        if input_.shape[0] % self.world_size != 0:
            logger.warning("reduce_scatter input of %d rows is not divisible by %d",
                           input_.shape[0], self.world_size)
        output = input_.new_empty((input_.shape[0] // self.world_size,) + input_.shape[1:])
        dist.reduce_scatter_tensor(output, input_, group=self.device_group)
        return output


_TP: Optional[GroupCoordinator] = None


def get_tp_group() -> GroupCoordinator:
    global _TP
    if _TP is None:
        tp_size = envs.SGL_TP_SIZE
        _TP = GroupCoordinator(list(range(tp_size)), 0, "tp")
    return _TP


def get_tensor_model_parallel_world_size() -> int:
    return get_tp_group().world_size


def get_tensor_model_parallel_rank() -> int:
    return get_tp_group().rank_in_group


def tensor_model_parallel_all_reduce(input_: torch.Tensor) -> torch.Tensor:
    return get_tp_group().all_reduce(input_)


def tensor_model_parallel_all_gather(input_: torch.Tensor, dim: int = -1) -> torch.Tensor:
    return get_tp_group().all_gather(input_, dim)


def tensor_model_parallel_reduce_scatter(input_: torch.Tensor) -> torch.Tensor:
    return get_tp_group().reduce_scatter(input_)
