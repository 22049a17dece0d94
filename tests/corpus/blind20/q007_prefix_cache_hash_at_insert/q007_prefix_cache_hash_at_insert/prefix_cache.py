from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Dict, List

import torch

from .block_hash import hash_request_tokens


@dataclass
class PrefixCacheStats:
    queries: int = 0
    hit_blocks: int = 0
    last_query_ts: float = 0.0


class PrefixCache:
    def __init__(self, num_blocks: int, block_size: int, num_heads: int, head_dim: int):
        self.block_size = block_size
        self.hash_to_block: Dict[bytes, int] = {}
        self.k_blocks = torch.randn(num_blocks, block_size, num_heads, head_dim)
        self.v_blocks = torch.randn(num_blocks, block_size, num_heads, head_dim)
        self.stats = PrefixCacheStats()
        self._next_free = 0

    def insert(self, token_ids: List[int]) -> List[int]:
        blocks = []
        for h in hash_request_tokens(self.block_size, token_ids):
            if h not in self.hash_to_block:
                self.hash_to_block[h] = self._next_free
                self._next_free += 1
            blocks.append(self.hash_to_block[h])
        return blocks

    def _record(self, n_blocks: int) -> None:
        self.stats.queries += 1
        self.stats.hit_blocks += n_blocks
        self.stats.last_query_ts = time.monotonic()

    def gather_prefix(self, block_table: torch.Tensor):
        """block_table: [num_cached_blocks] int64 -> cached K/V [T, H, D]."""
        if not torch.compiler.is_compiling():
            self._record(block_table.numel())
        k = self.k_blocks[block_table].flatten(0, 1)
        v = self.v_blocks[block_table].flatten(0, 1)
        return k, v
