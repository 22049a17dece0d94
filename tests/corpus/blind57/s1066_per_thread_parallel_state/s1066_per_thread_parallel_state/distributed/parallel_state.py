"""Process-group bookkeeping.

Several in-process workers (one thread each, as used by the multi-LoRA
test harness and the ray-less executor) share this module, so the groups are
stored per worker thread rather than in plain module globals.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Dict, Optional

import torch


@dataclass
class GroupCoordinator:
    rank_in_group: int
    world_size: int
    unique_name: str

    @property
    def is_first_rank(self) -> bool:
        return self.rank_in_group == 0

    def all_reduce(self, input_: torch.Tensor) -> torch.Tensor:
        if self.world_size == 1:
            return input_
        torch.distributed.all_reduce(input_)
        return input_


@dataclass
class _WorkerParallelState:
    tp_group: GroupCoordinator
    pp_group: Optional[GroupCoordinator] = None


_WORKER_STATES: Dict[int, _WorkerParallelState] = {}
_STATE_LOCK = threading.Lock()


def init_worker_parallel_state(tp_rank: int = 0, tp_size: int = 1) -> None:
    state = _WorkerParallelState(tp_group=GroupCoordinator(tp_rank, tp_size, "tp"))
    with _STATE_LOCK:
        _WORKER_STATES[threading.get_ident()] = state


def _worker_state() -> _WorkerParallelState:
    state = _WORKER_STATES.get(threading.get_ident())
    if state is None:
        raise RuntimeError("parallel state is not initialized for this worker")
    return state


def get_tp_group() -> GroupCoordinator:
    return _worker_state().tp_group


def get_tensor_model_parallel_world_size() -> int:
    return get_tp_group().world_size


def get_tensor_model_parallel_rank() -> int:
    return get_tp_group().rank_in_group
