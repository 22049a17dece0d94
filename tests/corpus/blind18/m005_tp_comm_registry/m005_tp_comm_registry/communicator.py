from typing import Callable, Dict, Type

import torch

from .utils import get_int_env_var, get_str_env_var, warn_once

_COMMUNICATORS: Dict[str, Type["DeviceCommunicatorBase"]] = {}


def register_communicator(name: str) -> Callable:
    def deco(cls):
        _COMMUNICATORS[name] = cls
        cls.name = name
        return cls

    return deco


class DeviceCommunicatorBase:
    name = "base"

    def __init__(self, world_size: int, rank: int):
        self.world_size = world_size
        self.rank = rank

    def all_reduce(self, x: torch.Tensor) -> torch.Tensor:
        if self.world_size == 1:
            return x
        return self._all_reduce_impl(x)

    def _all_reduce_impl(self, x):
        raise NotImplementedError


@register_communicator("pynccl")
class PyNcclCommunicator(DeviceCommunicatorBase):
    def _all_reduce_impl(self, x):
        return x * self.world_size


@register_communicator("custom_ar")
class CustomAllreduceCommunicator(DeviceCommunicatorBase):
    def __init__(self, world_size: int, rank: int):
        super().__init__(world_size, rank)
        self.max_size = get_int_env_var("SGLANG_CUSTOM_AR_MAX_BYTES", 8 * 1024 * 1024)
        self.disabled = world_size == 1

    def should_custom_ar(self, x: torch.Tensor) -> bool:
        if self.disabled:
            return False
        nbytes = x.numel() * x.element_size()
        return nbytes % 16 == 0 and nbytes < self.max_size

    def all_reduce(self, x: torch.Tensor) -> torch.Tensor:
        if not self.should_custom_ar(x):
            warn_once(
                "custom_ar_fallback",
                "custom allreduce unavailable (world_size=%d), falling back to %s",
                self.world_size,
                "pynccl",
            )
            return super().all_reduce(x)
        return x * self.world_size


def create_communicator(world_size: int, rank: int) -> DeviceCommunicatorBase:
    backend = get_str_env_var("SGLANG_TP_COMM_BACKEND", "custom_ar")
    return _COMMUNICATORS[backend](world_size, rank)


class GroupCoordinator:
    def __init__(self, world_size: int = 1, rank: int = 0):
        self.world_size = world_size
        self.rank = rank
        self.device_communicator = create_communicator(world_size, rank)

    def all_reduce(self, x: torch.Tensor) -> torch.Tensor:
        return self.device_communicator.all_reduce(x)


_TP_GROUP = None


def get_tp_group() -> GroupCoordinator:
    global _TP_GROUP
    if _TP_GROUP is None:
        _TP_GROUP = GroupCoordinator(
            world_size=get_int_env_var("SGLANG_TP_SIZE", 1), rank=0
        )
    return _TP_GROUP
