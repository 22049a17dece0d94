from __future__ import annotations

import collections
import threading
import time

import torch


class AdapterUsageTracker:
    """LRU bookkeeping so the adapter manager can evict cold adapters."""

    def __init__(self):
        self._lock = threading.Lock()
        self.last_used = {}
        self.calls = collections.Counter()

    @torch.compiler.disable
    def record(self, names, weights: torch.Tensor) -> None:
        now = time.monotonic()
        with self._lock:
            for n, w in zip(names, weights.mean(dim=0).tolist()):
                if w > 0.05:
                    self.last_used[n] = now
                    self.calls[n] += 1


TRACKER = AdapterUsageTracker()
