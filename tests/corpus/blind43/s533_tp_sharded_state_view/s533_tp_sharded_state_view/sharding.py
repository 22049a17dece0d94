"""Views of a full (unsharded) checkpoint tensor as the local TP shard.

The loader keeps the full tensor mmapped and records, per parameter, the
``[start, stop)`` rows owned by this rank as a small int64 buffer so that the
layout survives ``state_dict()`` round trips.
"""
from dataclasses import dataclass

import torch


@dataclass(frozen=True)
class ShardSpec:
    tp_rank: int = 0
    tp_size: int = 2
    shard_dim: int = 0

    def bounds(self, full_size: int) -> torch.Tensor:
        per_rank = full_size // self.tp_size
        start = self.tp_rank * per_rank
        return torch.tensor([start, start + per_rank], dtype=torch.int64)


class ShardedTensorView:
    def __init__(self, full: torch.Tensor, bounds: torch.Tensor, dim: int):
        self.full = full
        self.bounds = bounds
        self.dim = dim

    def local_shard(self) -> torch.Tensor:
        start, stop = self.bounds.tolist()
        if stop > self.full.size(self.dim):
            raise IndexError(f"shard [{start}, {stop}) exceeds dim {self.dim} of {tuple(self.full.shape)}")
        return self.full.narrow(self.dim, start, stop - start)
