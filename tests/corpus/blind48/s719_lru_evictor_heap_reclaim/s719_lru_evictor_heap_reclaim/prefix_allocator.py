from typing import Dict, List

from .evictor import EvictionPolicy, make_evictor


class PrefixCachingBlockAllocator:
    def __init__(self, num_blocks: int, block_size: int):
        self.block_size = block_size
        self._free_block_ids: List[int] = list(range(num_blocks))
        self._cached_blocks: Dict[int, int] = {}  # content hash -> block id
        self.evictor = make_evictor(EvictionPolicy.LRU)

    def release_cached(self, block_id: int, content_hash: int, num_hashed_tokens: int, now: float) -> None:
        """A finished request's full block stays resident but becomes evictable."""
        self._cached_blocks[content_hash] = block_id
        self.evictor.add(block_id, content_hash, num_hashed_tokens, now)

    def _allocate_block_id(self) -> int:
        if self._free_block_ids:
            return self._free_block_ids.pop()
        block_id, content_hash = self.evictor.evict()
        del self._cached_blocks[content_hash]
        return block_id

    def allocate_blocks(self, n: int) -> List[int]:
        return [self._allocate_block_id() for _ in range(n)]
