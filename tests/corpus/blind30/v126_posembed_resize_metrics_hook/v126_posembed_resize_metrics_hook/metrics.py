"""Lightweight counters exported to the serving dashboard."""
import collections
import threading

import torch


class ResizeStats:
    def __init__(self):
        self._lock = threading.Lock()
        self.grid_hist = collections.Counter()

    @torch._dynamo.disable
    def observe(self, src_grid: int, gh: int, gw: int) -> None:
        with self._lock:
            self.grid_hist[(src_grid, gh, gw)] += 1

    def snapshot(self) -> dict:
        with self._lock:
            return dict(self.grid_hist)


GLOBAL_STATS = ResizeStats()
