from typing import Any, Dict, Optional, Type

import torch
import torch.distributed as dist


class DeviceCommunicatorBase:
    """Wraps the collectives of one process group on one device type."""

    def __init__(self, world_size: int, rank_in_group: int, device_group: Optional[Any] = None):
        self.world_size = world_size
        self.rank_in_group = rank_in_group
        self.device_group = device_group

    def all_reduce(self, input_: torch.Tensor) -> torch.Tensor:
        if self.world_size == 1:
            return input_
        dist.all_reduce(input_, group=self.device_group)
        return input_

    @torch.compiler.disable
    def all_gather(self, input_: torch.Tensor, dim: int = -1) -> torch.Tensor:
        if self.world_size == 1:
            return input_
        if dim < 0:
            dim += input_.dim()
        input_size = input_.size()
        output_size = (input_size[0] * self.world_size,) + input_size[1:]
        output_tensor = torch.empty(output_size, dtype=input_.dtype, device=input_.device)
        dist.all_gather_into_tensor(output_tensor, input_, group=self.device_group)
        output_tensor = output_tensor.reshape((self.world_size,) + input_size)
        output_tensor = output_tensor.movedim(0, dim)
        return output_tensor.reshape(
            input_size[:dim] + (self.world_size * input_size[dim],) + input_size[dim + 1 :]
        )


class CpuCommunicator(DeviceCommunicatorBase):
    pass


class CudaCommunicator(DeviceCommunicatorBase):
    def __init__(self, world_size, rank_in_group, device_group=None, use_custom_allreduce=True):
        super().__init__(world_size, rank_in_group, device_group)
        self.use_custom_allreduce = use_custom_allreduce and world_size > 1


COMMUNICATOR_REGISTRY: Dict[str, Type[DeviceCommunicatorBase]] = {
    "cpu": CpuCommunicator,
    "cuda": CudaCommunicator,
}


def create_communicator(device_type: str, world_size: int, rank_in_group: int, device_group=None):
    cls = COMMUNICATOR_REGISTRY.get(device_type, DeviceCommunicatorBase)
    return cls(world_size, rank_in_group, device_group)
