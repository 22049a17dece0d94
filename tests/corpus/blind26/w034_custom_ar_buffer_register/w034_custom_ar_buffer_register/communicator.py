import torch

from .custom_all_reduce import CustomAllReduce


class DeviceCommunicator:
    def __init__(self, world_size: int = 1):
        self.world_size = world_size
        self.car = CustomAllReduce(world_size)

    def all_reduce(self, x: torch.Tensor) -> torch.Tensor:
        if self.car.should_use(x):
            return self.car.all_reduce(x)
        if self.world_size > 1:
            torch.distributed.all_reduce(x)
        return x
