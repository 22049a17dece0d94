from __future__ import annotations

from collections import defaultdict
from typing import Optional

from .kv_cache_utils import BlockHash, KVCacheBlock


class BlockPool:
    def __init__(self, num_gpu_blocks: int, enable_caching: bool = True):
        self.num_gpu_blocks = num_gpu_blocks
        self.enable_caching = enable_caching
        self.blocks = [KVCacheBlock(idx) for idx in range(num_gpu_blocks)]
        self.free_block_ids = list(range(num_gpu_blocks))
        self.cached_block_hash_to_block: dict[BlockHash, dict[int, KVCacheBlock]] = defaultdict(dict)

    def get_cached_block(self, block_hash: BlockHash) -> Optional[KVCacheBlock]:
        cached_blocks = self.cached_block_hash_to_block.get(block_hash)
        if not cached_blocks:
            return None
        first_block_id = next(iter(cached_blocks))
        return cached_blocks[first_block_id]

    def get_new_blocks(self, num_blocks: int) -> list[KVCacheBlock]:
        ret = []
        for _ in range(num_blocks):
            block = self.blocks[self.free_block_ids.pop()]
            block.incr_ref()
            ret.append(block)
        return ret

    def get_num_free_blocks(self) -> int:
        return len(self.free_block_ids)
