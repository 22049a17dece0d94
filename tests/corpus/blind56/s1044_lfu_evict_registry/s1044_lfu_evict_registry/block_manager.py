from __future__ import annotations

from typing import Dict, List

from .config import CacheConfig
from .eviction import BlockMeta, get_eviction_policy


class BlockManager:
    def __init__(self, config: CacheConfig):
        self.config = config
        self.policy = get_eviction_policy(config.eviction_policy)
        self.free_block_ids: List[int] = list(range(config.num_blocks))
        self.cached: Dict[int, BlockMeta] = {}
        self.clock = 0

    def _touch(self, block_id: int) -> None:
        self.clock += 1
        meta = self.cached.setdefault(block_id, BlockMeta(block_id))
        meta.last_accessed = self.clock
        meta.hit_count += 1

    def warm(self, num_blocks: int) -> None:
        for _ in range(num_blocks):
            block_id = self.free_block_ids.pop()
            self._touch(block_id)

    def _evict(self, num_blocks: int) -> None:
        victims = self.policy.select_victims(list(self.cached.values()), num_blocks)
        for block_id in victims:
            del self.cached[block_id]
            self.free_block_ids.append(block_id)

    def allocate(self, num_tokens: int) -> List[int]:
        needed = self.config.num_blocks_for(num_tokens)
        if len(self.free_block_ids) < needed:
            self._evict(needed - len(self.free_block_ids))
        block_ids = [self.free_block_ids.pop() for _ in range(needed)]
        for block_id in block_ids:
            self._touch(block_id)
        return block_ids
