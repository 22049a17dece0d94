import enum
import os

import torch


class ReduceAlgo(enum.Enum):
    NOOP = "noop"
    ONE_SHOT = "one_shot"
    TWO_SHOT = "two_shot"
    RING = "ring"


class Topology:
    def __init__(self, world_size=None, rank=None):
        self.world_size = int(world_size if world_size is not None else os.environ.get("WORLD_SIZE", 1))
        self.rank = int(rank if rank is not None else os.environ.get("RANK", 0))

    def local_world_size(self) -> int:
        gpus_per_node = torch.cuda.device_count() or 1
        return min(self.world_size, gpus_per_node)

    def fully_connected(self) -> bool:
        return self.local_world_size() == self.world_size


def select_algo(topo: Topology, num_bytes: int) -> ReduceAlgo:
    if topo.world_size == 1:
        return ReduceAlgo.NOOP
    if not topo.fully_connected():
        return ReduceAlgo.RING
    return ReduceAlgo.ONE_SHOT if num_bytes < 512 * 1024 else ReduceAlgo.TWO_SHOT
