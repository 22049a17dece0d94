from __future__ import annotations

import math
from typing import List

import torch

from .block_pool import BlockPool


class PagedKVCache:
    def __init__(self, num_blocks: int, block_size: int, head_dim: int):
        self.block_size = block_size
        self.k = torch.zeros(num_blocks, block_size, head_dim)
        self.v = torch.zeros(num_blocks, block_size, head_dim)
        self.pool = BlockPool(num_blocks)
        self.block_table: List[int] = []

    def _slot_mapping(self, num_tokens: int) -> torch.Tensor:
        needed = math.ceil(num_tokens / self.block_size)
        self.block_table = self.pool.allocate_many(needed)
        blocks = torch.tensor(self.block_table, dtype=torch.long)
        offsets = torch.arange(num_tokens)
        return blocks[offsets // self.block_size] * self.block_size + offsets % self.block_size

    def write(self, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        slots = self._slot_mapping(k.shape[0])
        self.k.view(-1, k.shape[-1]).index_copy_(0, slots, k)
        self.v.view(-1, v.shape[-1]).index_copy_(0, slots, v)
        return slots
