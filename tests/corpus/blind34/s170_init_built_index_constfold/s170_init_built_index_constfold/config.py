import functools
import math
import os
from dataclasses import dataclass

DEBUG_RETRIEVAL = os.environ.get("S170_DEBUG_RETRIEVAL", "0") == "1"


@dataclass(frozen=True)
class IndexConfig:
    dim: int = 8
    num_lists: int = 4
    list_size: int = 6
    nprobe: int = 2
    top_k: int = 3


@functools.lru_cache(maxsize=None)
def softmax_scale(dim: int, top_k: int) -> float:
    return 1.0 / math.sqrt(dim) * math.log(top_k + 1)


CFG = IndexConfig()
