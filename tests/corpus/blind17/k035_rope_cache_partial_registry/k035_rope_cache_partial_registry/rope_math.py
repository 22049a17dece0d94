import functools
import math


@functools.lru_cache(maxsize=32)
def inv_freq_table(head_dim: int, base: float):
    half = head_dim // 2
    return tuple(1.0 / math.pow(base, (2 * i) / head_dim) for i in range(half))


def yarn_scale(factor: float) -> float:
    return 0.1 * math.log(factor) + 1.0 if factor > 1.0 else 1.0
