from typing import Optional

import torch

from .config import CacheConfig
from .kv_events import BlockStored, EventPublisher


class PagedCacheWriter:
    def __init__(self, cache_config: CacheConfig, hidden: int = 8):
        self.cache_config = cache_config
        self.block_size = cache_config.block_size
        self.key_cache = torch.zeros(cache_config.num_gpu_blocks * self.block_size, hidden)
        self.value_cache = torch.zeros(cache_config.num_gpu_blocks * self.block_size, hidden)
        events = cache_config.kv_events_config
        self.publisher: Optional[EventPublisher] = (
            EventPublisher(events.endpoint, events.buffer_steps) if events.enable_kv_cache_events else None
        )

    def _emit_block_stored(self, block_table: torch.Tensor, token_ids: torch.Tensor) -> None:
        full = token_ids.numel() // self.block_size
        self.publisher.publish(
            BlockStored(
                block_hashes=[hash(tuple(token_ids[: (i + 1) * self.block_size].tolist())) for i in range(full)],
                parent_block_hash=None,
                token_ids=token_ids.tolist(),
                block_size=self.block_size,
            )
        )

    @torch.compile(fullgraph=True)
    def write_prefill(self, key, value, block_table, token_ids):
        n = key.shape[0]
        pos = torch.arange(n)
        slot_mapping = block_table[pos // self.block_size] * self.block_size + pos % self.block_size
        self.key_cache.index_copy_(0, slot_mapping, key)
        self.value_cache.index_copy_(0, slot_mapping, value)
        if self.cache_config.kv_events_config.enable_kv_cache_events:
            self._emit_block_stored(block_table, token_ids)
        return slot_mapping
