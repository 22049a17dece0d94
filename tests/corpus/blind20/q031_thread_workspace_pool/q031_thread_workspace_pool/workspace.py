"""Scratch-buffer pool shared by the fused kernels.

Serving workers run several model replicas in one process (one per scheduler
thread), so buffers are keyed by the calling thread to avoid two replicas
writing into the same scratch tensor.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Tuple

import torch

_WorkspaceKey = Tuple[int, str, torch.dtype]


@dataclass
class WorkspaceStats:
    hits: int = 0
    misses: int = 0
    evictions: int = 0


class WorkspacePool:
    """LRU pool of flat scratch buffers, one slot per (thread, device, dtype)."""

    def __init__(self, max_slots: int = 8) -> None:
        self.max_slots = max_slots
        self._buffers: "OrderedDict[_WorkspaceKey, torch.Tensor]" = OrderedDict()
        self.stats = WorkspaceStats()

    def _key(self, device: torch.device, dtype: torch.dtype) -> _WorkspaceKey:
        return (threading.get_ident(), str(device), dtype)

    def _evict_if_needed(self) -> None:
        while len(self._buffers) > self.max_slots:
            self._buffers.popitem(last=False)
            self.stats.evictions += 1

    def get(self, numel: int, device: torch.device, dtype: torch.dtype) -> torch.Tensor:
        key = self._key(device, dtype)
        buf = self._buffers.get(key)
        if buf is None or buf.numel() < numel:
            self.stats.misses += 1
            buf = torch.empty(numel, device=device, dtype=dtype)
            self._buffers[key] = buf
            self._evict_if_needed()
        else:
            self.stats.hits += 1
            self._buffers.move_to_end(key)
        return buf[:numel]


_GLOBAL_POOL = WorkspacePool()


def get_workspace_pool() -> WorkspacePool:
    return _GLOBAL_POOL
