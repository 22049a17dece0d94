import functools


def next_power_of_2(n: int) -> int:
    n -= 1
    n |= n >> 1
    n |= n >> 2
    n |= n >> 4
    n |= n >> 8
    n |= n >> 16
    n += 1
    return n


@functools.lru_cache(maxsize=None)
def num_warps_for_block(block: int) -> int:
    if block >= 128:
        return 8
    return 4 if block >= 32 else 2


def launch_grid(batch: int, heads: int, splits: int):
    return (batch, heads, splits)
