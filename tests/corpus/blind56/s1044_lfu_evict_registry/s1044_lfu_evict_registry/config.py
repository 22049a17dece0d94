from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CacheConfig:
    block_size: int = 2
    num_blocks: int = 8
    head_dim: int = 8
    eviction_policy: str = "lfu"
    enable_prefix_caching: bool = True

    def num_blocks_for(self, num_tokens: int) -> int:
        return (num_tokens + self.block_size - 1) // self.block_size
