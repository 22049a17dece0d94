from collections import OrderedDict
from typing import Hashable, Optional

import torch


class TimestepEmbeddingCache:
    """LRU of conditioning embeddings keyed by the (rounded) timestep values.

    Every block of every request at a given denoising step shares the same
    timesteps, so the sinusoidal projection + MLP only needs to run once.
    """

    def __init__(self, max_entries: int = 64, precision: int = 4):
        self.max_entries = max_entries
        self.precision = precision
        self._store: "OrderedDict[Hashable, torch.Tensor]" = OrderedDict()
        self.hits = 0
        self.misses = 0

    def make_key(self, timesteps: torch.Tensor) -> tuple:
        values = timesteps.detach().flatten().tolist()
        return (timesteps.dtype, tuple(round(v, self.precision) for v in values))

    def get(self, key: Hashable) -> Optional[torch.Tensor]:
        value = self._store.get(key)
        if value is None:
            self.misses += 1
            return None
        self._store.move_to_end(key)
        self.hits += 1
        return value

    def put(self, key: Hashable, value: torch.Tensor) -> None:
        self._store[key] = value
        self._store.move_to_end(key)
        while len(self._store) > self.max_entries:
            self._store.popitem(last=False)

    def clear(self) -> None:
        self._store.clear()
        self.hits = self.misses = 0
