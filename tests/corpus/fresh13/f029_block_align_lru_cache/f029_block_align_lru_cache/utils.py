import math
from functools import lru_cache


@lru_cache(maxsize=128)
def round_up(n: int, multiple: int) -> int:
    return ((n + multiple - 1) // multiple) * multiple


@lru_cache(maxsize=None)
def num_blocks(n: int, block_size: int) -> int:
    return math.ceil(n / block_size)
