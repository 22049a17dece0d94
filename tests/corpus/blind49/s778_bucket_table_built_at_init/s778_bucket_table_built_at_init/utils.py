import functools
import logging
import os
from typing import List

logger = logging.getLogger(__name__)


@functools.lru_cache(maxsize=None)
def next_power_of_2(n: int) -> int:
    return 1 << (n - 1).bit_length() if n > 0 else 1


@functools.lru_cache(maxsize=None)
def get_max_capture_bs() -> int:
    return int(os.environ.get("SGL_CUDA_GRAPH_MAX_BS", "16"))


def default_capture_bs(max_bs: int) -> List[int]:
    sizes = [1, 2, 4]
    sizes += list(range(8, max_bs + 1, 8))
    return sorted(set(s for s in sizes if s <= max_bs))
