"""Process-wide cache of ALiBi slope tensors, shared by every attention layer.

The engine runs several model replicas on worker threads, so lookups are
serialised with a lock.
"""
import math
import threading
from typing import Dict, List, Tuple

import torch


def _alibi_slopes(num_heads: int) -> List[float]:
    closest = 2 ** math.floor(math.log2(num_heads))
    base = 2 ** (-(2 ** -(math.log2(closest) - 3)))
    slopes = [base ** i for i in range(1, closest + 1)]
    if closest != num_heads:
        extra = 2 ** (-(2 ** -(math.log2(2 * closest) - 3)))
        slopes += [extra ** i for i in range(1, 2 * (num_heads - closest) + 1, 2)]
    return slopes


class AlibiSlopeCache:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._entries: Dict[Tuple[int, torch.dtype, str], torch.Tensor] = {}

    def get(self, num_heads: int, dtype: torch.dtype, device: torch.device) -> torch.Tensor:
        key = (num_heads, dtype, str(device))
        with self._lock:
            slopes = self._entries.get(key)
            if slopes is None:
                slopes = torch.tensor(_alibi_slopes(num_heads), dtype=dtype, device=device)
                self._entries[key] = slopes
        return slopes

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()


GLOBAL_SLOPE_CACHE = AlibiSlopeCache()
