import threading
from typing import Callable, Dict

import torch

_COMM_FACTORIES: Dict[str, Callable[[], "Communicator"]] = {}


def register_backend(name: str):
    def deco(factory):
        _COMM_FACTORIES[name] = factory
        return factory

    return deco


class Communicator:
    world_size = 1
    rank = 0

    def all_reduce(self, x: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


@register_backend("single")
class SingleProcessCommunicator(Communicator):
    def all_reduce(self, x: torch.Tensor) -> torch.Tensor:
        return x


@register_backend("nccl")
class NcclCommunicator(Communicator):
    def __init__(self):
        self.world_size = torch.distributed.get_world_size()
        self.rank = torch.distributed.get_rank()

    def all_reduce(self, x: torch.Tensor) -> torch.Tensor:
        torch.distributed.all_reduce(x)
        return x


class CommunicatorRegistry:
    """One communicator per worker thread (async output-processing threads share nothing)."""

    def __init__(self, backend: str = "single"):
        self.backend = backend
        self._by_thread: Dict[int, Communicator] = {}
        self._lock = threading.Lock()

    def current(self) -> Communicator:
        tid = threading.get_ident()
        comm = self._by_thread.get(tid)
        if comm is None:
            comm = _COMM_FACTORIES[self.backend]()
            self._by_thread[tid] = comm
        return comm


REGISTRY = CommunicatorRegistry()
