from __future__ import annotations

import torch

from .block_pool import BlockPool
from .kv_cache_utils import KVCacheBlock, hash_block_tokens


class KVCacheManager:
    def __init__(self, block_size: int, num_gpu_blocks: int, enable_caching: bool = True):
        self.block_size = block_size
        self.enable_caching = enable_caching
        self.block_pool = BlockPool(num_gpu_blocks, enable_caching)

    def _request_block_hashes(self, token_ids: torch.Tensor):
        hashes = []
        parent = None
        num_full_blocks = token_ids.shape[0] // self.block_size
        for i in range(num_full_blocks):
            start = i * self.block_size
            block_tokens = token_ids[start : start + self.block_size].tolist()
            block_hash = hash_block_tokens(parent, block_tokens)
            hashes.append(block_hash)
            parent = block_hash.hash_value
        return hashes

    def get_computed_blocks(self, token_ids: torch.Tensor) -> tuple[list[KVCacheBlock], int]:
        if not self.enable_caching:
            return [], 0
        computed_blocks = []
        for block_hash in self._request_block_hashes(token_ids):
            cached_block = self.block_pool.get_cached_block(block_hash)
            if cached_block is None:
                break
            computed_blocks.append(cached_block)
        return computed_blocks, len(computed_blocks) * self.block_size
