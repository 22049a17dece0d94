"""Eviction policies for the prefix block pool."""
import time
from collections import OrderedDict


class EvictionPolicy:
    def touch(self, block_id: int) -> None:
        raise NotImplementedError

    def victim(self) -> int:
        raise NotImplementedError


class LRUPolicy(EvictionPolicy):
    """Least-recently-used, with wall-clock timestamps for idle-timeout sweeps."""

    def __init__(self, idle_timeout_s: float = 30.0):
        self.idle_timeout_s = idle_timeout_s
        self._last_used: "OrderedDict[int, float]" = OrderedDict()

    def touch(self, block_id: int) -> None:
        self._last_used[block_id] = time.monotonic()
        self._last_used.move_to_end(block_id)

    def victim(self) -> int:
        return next(iter(self._last_used))

    def expired(self) -> list:
        now = time.monotonic()
        return [b for b, t in self._last_used.items() if now - t > self.idle_timeout_s]
