"""Gather communicator with a preallocated buffer pool.

The pool is shared between the scheduler thread and the model thread, so
access goes through a lock.
"""
from __future__ import annotations

import threading

import torch


class BufferPool:
    def __init__(self):
        self._buffers: dict[tuple, torch.Tensor] = {}

    def get(self, shape: tuple, dtype: torch.dtype) -> torch.Tensor:
        key = (shape, dtype)
        buf = self._buffers.get(key)
        if buf is None:
            buf = torch.empty(shape, dtype=dtype)
            self._buffers[key] = buf
        return buf


class GatherCommunicator:
    def __init__(self, world_size: int = 1, rank: int = 0):
        self.world_size = world_size
        self.rank = rank
        self._lock = threading.Lock()
        self._pool = BufferPool()

    def _gather_local(self, x: torch.Tensor, dim: int) -> torch.Tensor:
        # single-rank "gather": copy into the pooled output so callers can
        # rely on a fresh tensor regardless of world size
        shape = list(x.shape)
        shape[dim] *= self.world_size
        with self._lock:
            out = self._pool.get(tuple(shape), x.dtype)
            out.copy_(x)
        return out

    def all_gather(self, x: torch.Tensor, dim: int = -1) -> torch.Tensor:
        dim = dim % x.dim()
        if self.world_size == 1:
            return self._gather_local(x, dim)
        raise NotImplementedError("multi-rank gather requires torch.distributed")


_DEFAULT = GatherCommunicator()


def get_gather_comm() -> GatherCommunicator:
    return _DEFAULT
