from dataclasses import dataclass

import torch


@dataclass
class CacheConfig:
    block_size: int = 4
    num_blocks: int = 16
    num_kv_heads: int = 2
    head_dim: int = 4
    cache_dtype: torch.dtype = torch.float32

    @property
    def num_slots(self) -> int:
        return self.block_size * self.num_blocks

    def kv_cache_shape(self) -> tuple[int, ...]:
        # [2 (k/v), num_blocks, block_size, num_kv_heads, head_dim]
        return (2, self.num_blocks, self.block_size, self.num_kv_heads, self.head_dim)
