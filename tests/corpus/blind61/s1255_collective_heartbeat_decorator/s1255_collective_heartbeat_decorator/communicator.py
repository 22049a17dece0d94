import torch
import torch.distributed as dist

from .watchdog import watched_collective


class DeviceCommunicatorBase:
    def __init__(self, world_size: int, rank_in_group: int, unique_name: str):
        self.world_size = world_size
        self.rank_in_group = rank_in_group
        self.unique_name = unique_name
        self.device_group = None

    @watched_collective("all_reduce")
    def all_reduce(self, input_: torch.Tensor) -> torch.Tensor:
        dist.all_reduce(input_, group=self.device_group)
        return input_

    @watched_collective("all_gather")
    def all_gather(self, input_: torch.Tensor, dim: int = -1) -> torch.Tensor:
        if dim < 0:
            dim += input_.dim()
        input_size = input_.size()
        output_size = (input_size[0] * self.world_size,) + input_size[1:]
        output_tensor = torch.empty(output_size, dtype=input_.dtype, device=input_.device)
        dist.all_gather_into_tensor(output_tensor, input_, group=self.device_group)
        output_tensor = output_tensor.reshape((self.world_size,) + input_size)
        output_tensor = output_tensor.movedim(0, dim)
        return output_tensor.reshape(input_size[:dim] + (self.world_size * input_size[dim],)
                                     + input_size[dim + 1:])


class CpuCommunicator(DeviceCommunicatorBase):
    @watched_collective("all_reduce")
    def all_reduce(self, input_: torch.Tensor) -> torch.Tensor:
        out = input_.clone()
        dist.all_reduce(out, group=self.device_group)
        return out


class XpuCommunicator(DeviceCommunicatorBase):
    pass
