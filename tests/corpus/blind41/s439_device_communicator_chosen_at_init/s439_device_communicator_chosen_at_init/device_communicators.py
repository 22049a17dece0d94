import logging
import threading
import time

import torch
import torch.distributed as dist

logger = logging.getLogger(__name__)


class DeviceCommunicatorBase:
    def __init__(self, world_size: int, rank: int):
        self.world_size = world_size
        self.rank = rank

    def all_reduce(self, x: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def all_gather(self, x: torch.Tensor, dim: int = -1) -> torch.Tensor:
        raise NotImplementedError


class SingleRankCommunicator(DeviceCommunicatorBase):
    def all_reduce(self, x: torch.Tensor) -> torch.Tensor:
        return x

    def all_gather(self, x: torch.Tensor, dim: int = -1) -> torch.Tensor:
        return x


class CustomAllreduceCommunicator(DeviceCommunicatorBase):
    """IPC-buffer all-reduce for small messages inside one NVLink domain."""

    def __init__(self, world_size: int, rank: int, max_size: int = 8 << 20):
        super().__init__(world_size, rank)
        self.max_size = max_size
        self._registration_lock = threading.Lock()
        self._graph_inputs = []

    def all_reduce(self, x: torch.Tensor) -> torch.Tensor:
        with self._registration_lock:
            self._graph_inputs.append(x.data_ptr())
        t0 = time.perf_counter()
        dist.all_reduce(x)
        logger.debug("custom all_reduce %d bytes in %.3f ms", x.numel() * x.element_size(),
                     1e3 * (time.perf_counter() - t0))
        return x

    def all_gather(self, x: torch.Tensor, dim: int = -1) -> torch.Tensor:
        out = [torch.empty_like(x) for _ in range(self.world_size)]
        dist.all_gather(out, x)
        return torch.cat(out, dim=dim)
