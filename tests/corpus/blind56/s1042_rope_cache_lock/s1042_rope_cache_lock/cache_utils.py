from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Callable, Hashable, Optional

import torch


class TensorLRUCache:
    """Small bounded cache for derived tensors (cos/sin tables, masks, ...)."""

    def __init__(self, max_entries: int = 8):
        self.max_entries = max_entries
        self._entries: "OrderedDict[Hashable, torch.Tensor]" = OrderedDict()
        self._lock = threading.RLock()
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._entries)

    def _lookup(self, key: Hashable) -> Optional[torch.Tensor]:
        value = self._entries.get(key)
        if value is not None:
            self._entries.move_to_end(key)
            self.hits += 1
        else:
            self.misses += 1
        return value

    def _store(self, key: Hashable, value: torch.Tensor) -> None:
        self._entries[key] = value
        self._entries.move_to_end(key)
        while len(self._entries) > self.max_entries:
            self._entries.popitem(last=False)

    def get_or_create(self, key: Hashable, factory: Callable[[], torch.Tensor]) -> torch.Tensor:
        with self._lock:
            value = self._lookup(key)
            if value is None:
                value = factory()
                self._store(key, value)
            return value

    def clear(self) -> None:
        self._entries.clear()
        self.hits = 0
        self.misses = 0
