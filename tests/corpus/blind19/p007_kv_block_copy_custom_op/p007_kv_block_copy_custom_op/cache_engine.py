from __future__ import annotations

import math

import torch

from . import ops


class BlockTable:
    """Logical -> physical block view of one sequence group."""

    def __init__(self, block_size: int):
        self.block_size = block_size

    def gather(self, kv_cache: torch.Tensor, block_ids: torch.Tensor):
        k = kv_cache[0].index_select(0, block_ids).flatten(0, 1)
        v = kv_cache[1].index_select(0, block_ids).flatten(0, 1)
        return k, v


class CacheEngine:
    def __init__(self, block_size: int = 4, head_dim: int = 8):
        self.block_size = block_size
        self.head_dim = head_dim
        self.scale = 1.0 / math.sqrt(head_dim)
        self.table = BlockTable(block_size)

    def copy_on_write(self, kv_cache: torch.Tensor, block_mapping: torch.Tensor) -> None:
        ops.copy_blocks(kv_cache, block_mapping)

    def attend(self, kv_cache: torch.Tensor, query: torch.Tensor, block_ids: torch.Tensor):
        k, v = self.table.gather(kv_cache, block_ids)
        scores = (query @ k.transpose(0, 1)) * self.scale
        return scores.softmax(dim=-1) @ v
