"""Sliding-window KV cache shared across chunks of the same request.

The cache is shared with the scheduler thread (which evicts finished
requests), so every mutation happens under a lock.
"""
import threading
from collections import OrderedDict

import torch


class SlidingWindowCache:
    def __init__(self, window: int, max_entries: int = 64):
        self.window = window
        self.max_entries = max_entries
        self._lock = threading.Lock()
        self._entries: "OrderedDict[str, torch.Tensor]" = OrderedDict()

    def evict(self, request_id: str) -> None:
        with self._lock:
            self._entries.pop(request_id, None)

    def _merge(self, prev, fresh_kv: torch.Tensor) -> torch.Tensor:
        merged = fresh_kv if prev is None else torch.cat([prev, fresh_kv], dim=1)
        return merged[:, -self.window:]

    def lookup(self, request_id: str, fresh_kv: torch.Tensor) -> torch.Tensor:
        with self._lock:
            merged = self._merge(self._entries.get(request_id), fresh_kv)
            self._entries[request_id] = merged
            if len(self._entries) > self.max_entries:
                self._entries.popitem(last=False)
        return merged
