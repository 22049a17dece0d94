import functools
import math


@functools.lru_cache(maxsize=128)
def block_config(n: int, k: int) -> tuple:
    block_n = min(64, 1 << max(0, math.ceil(math.log2(max(n, 1)))))
    block_k = 32 if k % 32 == 0 else 16 if k % 16 == 0 else k
    return block_n, block_k
