from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Callable, Hashable

import torch


class LogitBiasCache:
    """LRU of dense [batch, vocab] bias tensors keyed by the batch's bias spec.

    The engine's scheduler thread and the detokenizer thread both look up
    entries, so every access is serialised with a lock.
    """

    def __init__(self, capacity: int = 64) -> None:
        self.capacity = capacity
        self._entries: OrderedDict[Hashable, torch.Tensor] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get_or_build(self, key: Hashable, build: Callable[[], torch.Tensor]) -> torch.Tensor:
        with self._lock:
            cached = self._entries.get(key)
            if cached is not None:
                self._entries.move_to_end(key)
                self.hits += 1
                return cached
            self.misses += 1
            value = build()
            self._entries[key] = value
            if len(self._entries) > self.capacity:
                self._entries.popitem(last=False)
            return value

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()


GLOBAL_BIAS_CACHE = LogitBiasCache()
