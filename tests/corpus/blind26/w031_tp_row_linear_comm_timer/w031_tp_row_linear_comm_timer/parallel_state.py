import torch

from .comm_stats import GLOBAL_COMM_STATS


class TensorParallelGroup:
    def __init__(self, rank=0, world_size=1, stats=GLOBAL_COMM_STATS):
        self.rank = rank
        self.world_size = world_size
        self.stats = stats

    def all_reduce(self, x: torch.Tensor) -> torch.Tensor:
        with self.stats.timer("all_reduce"):
            if self.world_size == 1:
                return x
            torch.distributed.all_reduce(x)
            return x

    def all_gather(self, x: torch.Tensor, dim: int = -1) -> torch.Tensor:
        with self.stats.timer("all_gather"):
            if self.world_size == 1:
                return x
            parts = [torch.empty_like(x) for _ in range(self.world_size)]
            torch.distributed.all_gather(parts, x)
            return torch.cat(parts, dim=dim)


_TP_GROUP = TensorParallelGroup()


def get_tp_group() -> TensorParallelGroup:
    return _TP_GROUP
