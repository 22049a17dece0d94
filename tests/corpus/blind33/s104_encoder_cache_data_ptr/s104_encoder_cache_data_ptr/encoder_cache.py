"""LRU cache of encoder outputs, shared across requests that reuse an image."""
from collections import OrderedDict

import torch


class EncoderOutputCache:
    def __init__(self, capacity: int = 16) -> None:
        self.capacity = capacity
        self._store: "OrderedDict[tuple, torch.Tensor]" = OrderedDict()
        self.hits = 0
        self.misses = 0

    @staticmethod
    def key_for(pixel_values: torch.Tensor) -> tuple:
        # same storage + same shape => same image buffer from the processor
        return (pixel_values.data_ptr(), tuple(pixel_values.shape))

    def get(self, key):
        out = self._store.get(key)
        if out is None:
            self.misses += 1
        else:
            self.hits += 1
            self._store.move_to_end(key)
        return out

    def put(self, key, value: torch.Tensor) -> None:
        self._store[key] = value
        if len(self._store) > self.capacity:
            self._store.popitem(last=False)
