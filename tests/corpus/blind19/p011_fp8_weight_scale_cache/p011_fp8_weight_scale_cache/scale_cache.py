from __future__ import annotations

from collections import OrderedDict

import torch


class WeightScaleCache:
    """LRU cache of (quantized weight, scale) pairs.

    Weights are re-quantized lazily the first time a layer runs.  The key is the
    storage address of the bf16/fp32 master weight, so that tied weights share
    one quantized copy.
    """

    def __init__(self, capacity: int = 64) -> None:
        self.capacity = capacity
        self._entries: OrderedDict[tuple, tuple[torch.Tensor, torch.Tensor]] = OrderedDict()
        self.hits = 0
        self.misses = 0

    @staticmethod
    def _key(weight: torch.Tensor) -> tuple:
        return (weight.data_ptr(), tuple(weight.shape), weight.dtype)

    def get_or_quantize(self, weight: torch.Tensor, quantize_fn):
        key = self._key(weight)
        entry = self._entries.get(key)
        if entry is not None:
            self.hits += 1
            self._entries.move_to_end(key)
            return entry
        self.misses += 1
        entry = quantize_fn(weight)
        self._entries[key] = entry
        if len(self._entries) > self.capacity:
            self._entries.popitem(last=False)
        return entry


GLOBAL_SCALE_CACHE = WeightScaleCache()
