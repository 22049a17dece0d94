import hashlib
import logging
import time

import torch
import torch.distributed as dist

from . import env

logger = logging.getLogger(__name__)


class GroupCoordinator:
    def __init__(self, ranks=(0,), local_rank=0):
        self.ranks = list(ranks)
        self.world_size = len(self.ranks)
        self.rank_in_group = self.ranks.index(local_rank)
        self.unique_name = hashlib.md5(repr(self.ranks).encode()).hexdigest()[:8]
        self.device_group = None
        if self.world_size > 1 and dist.is_initialized():
            self.device_group = dist.new_group(self.ranks, backend=env.DIST_BACKEND)

    @property
    def is_first_rank(self) -> bool:
        return self.rank_in_group == 0

    def _profile(self, name, x):
        start = time.perf_counter()
        logger.debug("%s %s shape=%s", self.unique_name, name, tuple(x.shape))
        return start

    def all_reduce(self, x: torch.Tensor) -> torch.Tensor:
        if env.COMM_PROFILING:
            self._profile("all_reduce", x)
        if self.world_size == 1:
            return x
        dist.all_reduce(x, group=self.device_group)
        return x

    def broadcast(self, x: torch.Tensor, src: int = 0) -> torch.Tensor:
        if self.world_size == 1:
            return x
        dist.broadcast(x, src=self.ranks[src], group=self.device_group)
        return x


_TP = GroupCoordinator()


def get_tp() -> GroupCoordinator:
    return _TP
