import threading
from collections import OrderedDict

import torch


class ScoreCache:
    """Small LRU of baseline scores keyed by prompt bucket.

    The serving frontend runs several scoring threads, so every mutation goes
    through a lock.
    """

    def __init__(self, capacity: int = 1024):
        self.capacity = capacity
        self._lock = threading.Lock()
        self._entries: "OrderedDict[int, torch.Tensor]" = OrderedDict()
        self.hits = 0
        self.misses = 0

    def _evict(self) -> None:
        while len(self._entries) > self.capacity:
            self._entries.popitem(last=False)

    def baseline(self, bucket: int, fresh: torch.Tensor) -> torch.Tensor:
        with self._lock:
            cached = self._entries.get(bucket)
            if cached is None:
                self.misses += 1
                self._entries[bucket] = fresh.detach()
                self._evict()
                return fresh
            self.hits += 1
            self._entries.move_to_end(bucket)
            return cached


GLOBAL_CACHE = ScoreCache()
