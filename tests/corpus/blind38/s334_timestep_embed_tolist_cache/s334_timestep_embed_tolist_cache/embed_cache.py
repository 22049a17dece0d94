import math
from collections import OrderedDict

import torch


class TimestepEmbeddingCache:
    """LRU of sinusoidal embeddings per timestep value.

    Samplers revisit the same discrete timesteps for every request, so the
    table for a given timestep is computed once and reused.
    """

    def __init__(self, dim: int, capacity: int = 1024, max_period: float = 10000.0):
        self.dim = dim
        self.capacity = capacity
        self.max_period = max_period
        self._cache: "OrderedDict[float, torch.Tensor]" = OrderedDict()

    def _compute(self, t: float) -> torch.Tensor:
        half = self.dim // 2
        freqs = torch.exp(-math.log(self.max_period) * torch.arange(half, dtype=torch.float32) / half)
        args = t * freqs
        return torch.cat([torch.cos(args), torch.sin(args)])

    def lookup(self, t: float) -> torch.Tensor:
        hit = self._cache.get(t)
        if hit is None:
            hit = self._compute(t)
            self._cache[t] = hit
            if len(self._cache) > self.capacity:
                self._cache.popitem(last=False)
        return hit

    def __call__(self, timesteps: torch.Tensor) -> torch.Tensor:
        rows = [self.lookup(t) for t in timesteps.tolist()]
        return torch.stack(rows)
