import math

import torch
import torch.nn as nn

from .window_cache import SlidingWindowCache


class SlidingChunkAttention(nn.Module):
    def __init__(self, dim: int = 8, window: int = 6, request_id: str = "req-0"):
        super().__init__()
        self.q = nn.Linear(dim, dim)
        self.kv = nn.Linear(dim, 2 * dim)
        self.out = nn.Linear(dim, dim)
        self.cache = SlidingWindowCache(window)
        self.request_id = request_id
        self.scale = 1.0 / math.sqrt(dim)

    def _attend(self, q, kv):
        k, v = kv.chunk(2, dim=-1)
        scores = torch.einsum("bqd,bkd->bqk", q, k) * self.scale
        return torch.softmax(scores, dim=-1) @ v

    @torch.compile(fullgraph=True)
    def step(self, chunk: torch.Tensor) -> torch.Tensor:
        q = self.q(chunk)
        kv = self.cache.lookup(self.request_id, self.kv(chunk))
        return self.out(self._attend(q, kv))


chunk_step = SlidingChunkAttention.step
