import functools
import time
from collections import OrderedDict


class BlockLRU:
    """Last-access bookkeeping for evicting cold prefix blocks."""

    def __init__(self, capacity: int):
        self.capacity = capacity
        self.last_access: "OrderedDict[int, float]" = OrderedDict()
        self.generation = 0

    def touch_all(self, now: float) -> None:
        self.generation += 1
        for key in list(self.last_access):
            self.last_access[key] = now


def touches_blocks(method):
    """Marks the blocks a method reads as recently used."""

    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        out = method(self, *args, **kwargs)
        self.lru.touch_all(time.monotonic())
        return out

    return wrapper
