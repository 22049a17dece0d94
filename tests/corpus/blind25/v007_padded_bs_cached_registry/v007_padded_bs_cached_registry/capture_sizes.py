import functools
import math
from typing import Tuple

CAPTURE_SIZES: Tuple[int, ...] = (1, 2, 4, 8, 16, 24, 32)
_ALIGN = 8


@functools.lru_cache(maxsize=None)
def padded_batch_size(bs: int) -> int:
    """Round ``bs`` up to the next captured size (or to a multiple of 8 beyond it)."""
    for size in CAPTURE_SIZES:
        if size >= bs:
            return size
    return int(math.ceil(bs / _ALIGN) * _ALIGN)


def is_captured(bs: int) -> bool:
    return padded_batch_size(bs) in CAPTURE_SIZES
