import bisect
import math
import os

_BUCKETERS = {}


def register_bucketer(name):
    def deco(cls):
        _BUCKETERS[name] = cls
        return cls
    return deco


class Bucketer:
    def __init__(self, max_batch: int):
        self.max_batch = max_batch

    def bucket(self, n: int) -> int:
        raise NotImplementedError

    def pad_amount(self, n: int) -> int:
        if n >= self.max_batch:
            return 0
        return self.bucket(n) - n


@register_bucketer("pow2")
class PowerOfTwoBucketer(Bucketer):
    def bucket(self, n: int) -> int:
        return min(self.max_batch, 1 << max(0, math.ceil(math.log2(max(n, 1)))))


@register_bucketer("captured")
class CapturedSizesBucketer(Bucketer):
    """Pads to the next batch size that has a captured graph."""

    def __init__(self, max_batch: int, sizes=(1, 2, 4, 8, 16, 24, 32)):
        super().__init__(max_batch)
        self.sizes = sorted(s for s in sizes if s <= max_batch)

    def bucket(self, n: int) -> int:
        i = bisect.bisect_left(self.sizes, n)
        return self.sizes[min(i, len(self.sizes) - 1)]


def get_bucketer(max_batch: int = 32) -> Bucketer:
    policy = os.environ.get("TOY_GRAPH_BUCKETS", "captured")
    return _BUCKETERS[policy](max_batch)
