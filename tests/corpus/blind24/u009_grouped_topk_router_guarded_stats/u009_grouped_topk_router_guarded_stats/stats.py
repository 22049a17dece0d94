from __future__ import annotations

import threading
import time
from collections import Counter

import torch

from . import envs


class RouterStats:
    """Host-side routing statistics (expert hit counts, update cadence)."""

    def __init__(self):
        self._lock = threading.Lock()
        self.hits: Counter = Counter()
        self.calls = 0
        self.last_flush = time.monotonic()

    def observe(self, topk_ids: torch.Tensor) -> None:
        if torch.compiler.is_compiling():
            # host bookkeeping would sync the device; only done in eager mode
            return
        with self._lock:
            self.hits.update(topk_ids.flatten().tolist())
            self.calls += 1
            if self.calls % envs.ROUTER_STATS_INTERVAL == 0:
                self.last_flush = time.monotonic()


ROUTER_STATS = RouterStats()
