from __future__ import annotations

import functools
import logging
import math
from collections import OrderedDict
from dataclasses import dataclass
from typing import Hashable, Optional, Tuple

import torch

logger = logging.getLogger(__name__)


@functools.lru_cache(maxsize=None)
def get_alibi_slopes(num_heads: int) -> Tuple[float, ...]:
    closest_power_of_2 = 2 ** math.floor(math.log2(num_heads))
    base = 2 ** (-(2 ** -(math.log2(closest_power_of_2) - 3)))
    slopes = [base ** (i + 1) for i in range(closest_power_of_2)]
    if closest_power_of_2 != num_heads:
        extra_base = 2 ** (-(2 ** -(math.log2(2 * closest_power_of_2) - 3)))
        num_remaining = min(closest_power_of_2, num_heads - closest_power_of_2)
        slopes += [extra_base ** (i + 1) for i in range(0, 2 * num_remaining, 2)]
    return tuple(slopes)


@dataclass
class LRUStats:
    hits: int = 0
    misses: int = 0
    evictions: int = 0


class LRUTensorCache:
    def __init__(self, capacity: int):
        self.capacity = capacity
        self._data: "OrderedDict[Hashable, torch.Tensor]" = OrderedDict()
        self.stats = LRUStats()

    def get(self, key: Hashable) -> Optional[torch.Tensor]:
        if key not in self._data:
            self.stats.misses += 1
            return None
        self.stats.hits += 1
        self._data.move_to_end(key)
        return self._data[key]

    def put(self, key: Hashable, value: torch.Tensor) -> None:
        self._data[key] = value
        self._data.move_to_end(key)
        if len(self._data) > self.capacity:
            self._data.popitem(last=False)
            self.stats.evictions += 1

    def log_stats(self) -> None:
        total = self.stats.hits + self.stats.misses
        logger.info("bias cache: %d/%d hits, %d evictions", self.stats.hits, total, self.stats.evictions)


class AlibiBiasCache:
    def __init__(self, num_heads: int, capacity: int = 2):
        self.num_heads = num_heads
        self._cache = LRUTensorCache(capacity)

    def _build(self, q_len: int, kv_len: int, dtype: torch.dtype) -> torch.Tensor:
        slopes = torch.tensor(get_alibi_slopes(self.num_heads), dtype=dtype)
        pos = torch.arange(kv_len, dtype=dtype)[None, :] - torch.arange(q_len, dtype=dtype)[:, None]
        return slopes[:, None, None] * pos[None, :, :]

    def __call__(self, q_len: int, kv_len: int, dtype: torch.dtype) -> torch.Tensor:
        key = (q_len, kv_len, dtype)
        bias = self._cache.get(key)
        if bias is None:
            bias = self._build(q_len, kv_len, dtype)
            self._cache.put(key, bias)
        return bias
