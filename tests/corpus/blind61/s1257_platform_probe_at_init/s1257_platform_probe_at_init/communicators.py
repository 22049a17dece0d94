import os
from typing import Dict, Type

import torch
import torch.distributed as dist


class DeviceCommunicatorBase:
    def __init__(self, world_size: int, rank_in_group: int):
        self.world_size = world_size
        self.rank_in_group = rank_in_group

    def all_reduce(self, input_: torch.Tensor) -> torch.Tensor:
        dist.all_reduce(input_)
        return input_


class CpuCommunicator(DeviceCommunicatorBase):
    def __init__(self, world_size: int, rank_in_group: int):
        super().__init__(world_size, rank_in_group)
        self.use_shm = os.path.isdir("/dev/shm") and world_size > 1

    def all_reduce(self, input_: torch.Tensor) -> torch.Tensor:
        if self.world_size == 1:
            return input_
        return super().all_reduce(input_)


class CudaCommunicator(DeviceCommunicatorBase):
    pass


class NeuronCommunicator(DeviceCommunicatorBase):
    pass


COMMUNICATORS: Dict[str, Type[DeviceCommunicatorBase]] = {
    "cpu": CpuCommunicator,
    "cuda": CudaCommunicator,
    "neuron": NeuronCommunicator,
}
