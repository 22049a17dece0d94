"""Minimal tensor-parallel group bookkeeping.

In a real deployment ``initialize_model_parallel`` is called by the worker
after ``torch.distributed`` is up.  Unit tests and the offline shard checker
build a ``GroupCoordinator`` without a device group, in which case collectives
degrade to the identity on the local shard.
"""
from dataclasses import dataclass
from typing import Optional

import torch


@dataclass
class GroupCoordinator:
    world_size: int
    rank_in_group: int
    device_group: Optional[object] = None

    def all_reduce(self, input_: torch.Tensor) -> torch.Tensor:
        if self.world_size == 1 or self.device_group is None:
            return input_
        torch.distributed.all_reduce(input_, group=self.device_group)
        return input_


_TP: Optional[GroupCoordinator] = None


def initialize_model_parallel(tensor_model_parallel_size: int = 1, rank: int = 0) -> None:
    global _TP
    _TP = GroupCoordinator(world_size=tensor_model_parallel_size, rank_in_group=rank)


def get_tp_group() -> GroupCoordinator:
    assert _TP is not None, "tensor model parallel group is not initialized"
    return _TP


def get_tensor_model_parallel_world_size() -> int:
    return get_tp_group().world_size


def get_tensor_model_parallel_rank() -> int:
    return get_tp_group().rank_in_group


def tensor_model_parallel_all_reduce(input_: torch.Tensor) -> torch.Tensor:
    return get_tp_group().all_reduce(input_)
