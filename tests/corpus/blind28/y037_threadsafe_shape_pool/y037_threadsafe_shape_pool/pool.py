"""Process-wide tensor pool keyed by (shape, dtype).

The serving frontend runs several worker threads that can call into the
model concurrently, so the pool's bookkeeping is protected by a lock.
"""
import threading
from collections import defaultdict
from typing import Dict, List, Tuple

import torch

Key = Tuple[Tuple[int, ...], torch.dtype]


class ShapeKeyedPool:
    def __init__(self, max_per_key: int = 4):
        self.max_per_key = max_per_key
        self._free: Dict[Key, List[torch.Tensor]] = defaultdict(list)
        self._lock = threading.Lock()
        self.allocated = 0

    @staticmethod
    def _key(shape, dtype) -> Key:
        return (tuple(int(s) for s in shape), dtype)

    def take(self, shape, dtype=torch.float32) -> torch.Tensor:
        key = self._key(shape, dtype)
        with self._lock:
            free = self._free[key]
            if free:
                return free.pop()
            self.allocated += 1
        return torch.empty(key[0], dtype=dtype)

    def give(self, t: torch.Tensor) -> None:
        key = self._key(t.shape, t.dtype)
        with self._lock:
            if len(self._free[key]) < self.max_per_key:
                self._free[key].append(t)


_POOL = None


def get_pool() -> ShapeKeyedPool:
    global _POOL
    if _POOL is None:
        _POOL = ShapeKeyedPool()
    return _POOL
