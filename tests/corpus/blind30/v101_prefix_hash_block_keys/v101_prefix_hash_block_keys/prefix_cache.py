"""A small content-addressed prefix cache for KV blocks."""
from dataclasses import dataclass, field

import torch

from .hashing import BLOCK_SIZE, block_hashes


@dataclass
class CacheStats:
    queries: int = 0
    hits: int = 0

    @property
    def hit_rate(self) -> float:
        return self.hits / max(1, self.queries)


@dataclass
class PrefixCache:
    num_blocks: int = 16
    block_size: int = BLOCK_SIZE
    table: dict = field(default_factory=dict)
    stats: CacheStats = field(default_factory=CacheStats)

    def lookup(self, token_ids: torch.Tensor) -> int:
        """Number of leading tokens whose KV is already cached."""
        matched = 0
        for key in block_hashes(token_ids, self.block_size):
            self.stats.queries += 1
            if key not in self.table:
                break
            self.stats.hits += 1
            matched += self.block_size
        return matched

    def insert(self, token_ids: torch.Tensor, slot: int) -> None:
        for key in block_hashes(token_ids, self.block_size):
            self.table.setdefault(key, slot)
