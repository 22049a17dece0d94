import functools


@functools.lru_cache(maxsize=None)
def next_power_of_2(n: int) -> int:
    return 1 << (n - 1).bit_length()


@functools.cache
def pick_block_size(head_dim: int, max_block: int = 128) -> int:
    return min(max_block, max(16, next_power_of_2(head_dim)))
