import torch
from torch import nn

from .prefix_allocator import PrefixCachingBlockAllocator


class CacheEngine:
    def __init__(self, num_blocks: int, block_size: int, hidden: int):
        self.block_size = block_size
        self.allocator = PrefixCachingBlockAllocator(num_blocks, block_size)
        self.kv_cache = torch.zeros(num_blocks, block_size, hidden)


class ChunkedPrefillWorker:
    def __init__(self, hidden: int = 8, num_blocks: int = 6, block_size: int = 4):
        self.cache_engine = CacheEngine(num_blocks, block_size, hidden)
        self.proj = nn.Linear(hidden, hidden, bias=False)
        # warm-up: two earlier requests left their blocks behind as evictable prefix cache
        alloc = self.cache_engine.allocator
        for i, block_id in enumerate(alloc.allocate_blocks(num_blocks)):
            alloc.release_cached(block_id, content_hash=1000 + i, num_hashed_tokens=(i + 1) * block_size, now=float(i))

    def execute_chunk(self, hidden_states: torch.Tensor) -> torch.Tensor:
        engine = self.cache_engine
        num_new_blocks = -(-hidden_states.shape[0] // engine.block_size)
        block_ids = engine.allocator.allocate_blocks(num_new_blocks)
        block_table = torch.tensor(block_ids, dtype=torch.int64)
        kv = self.proj(hidden_states).view(num_new_blocks, engine.block_size, -1)
        engine.kv_cache.index_copy_(0, block_table, kv)
        return engine.kv_cache[block_table].flatten(0, 1)


worker = ChunkedPrefillWorker()
execute_chunk = torch.compile(worker.execute_chunk, fullgraph=True)
