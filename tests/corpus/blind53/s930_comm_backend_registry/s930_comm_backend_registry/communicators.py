import logging
import time
from typing import Callable, Dict, Optional, Type

import torch
import torch.distributed as dist

logger = logging.getLogger(__name__)

COMMUNICATORS: Dict[str, Type["BaseCommunicator"]] = {}


def register_communicator(name: str) -> Callable[[Type["BaseCommunicator"]], Type["BaseCommunicator"]]:
    def deco(cls):
        COMMUNICATORS[name] = cls
        return cls

    return deco


class BaseCommunicator:
    def __init__(self, group: Optional[dist.ProcessGroup] = None):
        self.group = group

    def get_world_size(self) -> int:
        if not dist.is_initialized():
            return 1
        return dist.get_world_size(self.group)

    def all_reduce(self, tensor: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


@register_communicator("torch")
class TorchCommunicator(BaseCommunicator):
    def all_reduce(self, tensor: torch.Tensor) -> torch.Tensor:
        if self.get_world_size() == 1:
            return tensor
        out = tensor.clone()
        dist.all_reduce(out, group=self.group)
        return out


@register_communicator("pynccl")
class PyNcclCommunicator(BaseCommunicator):
    def __init__(self, group=None):
        super().__init__(group)
        self._stream = None

    @torch.compiler.disable
    def _nccl_all_reduce(self, tensor: torch.Tensor) -> torch.Tensor:
        start = time.perf_counter()
        dist.all_reduce(tensor, group=self.group)
        logger.debug("pynccl all_reduce %.3f ms", (time.perf_counter() - start) * 1e3)
        return tensor

    def all_reduce(self, tensor: torch.Tensor) -> torch.Tensor:
        return self._nccl_all_reduce(tensor.clone())


def create_communicator(name: str, group=None) -> BaseCommunicator:
    return COMMUNICATORS[name](group)
