from __future__ import annotations

import torch

from .block_manager import BlockManager
from .config import CacheConfig

CACHE_CONFIG = CacheConfig()
BLOCK_MANAGER = BlockManager(CACHE_CONFIG)
BLOCK_MANAGER.warm(6)
KV_BUFFER = torch.zeros(CACHE_CONFIG.num_blocks, CACHE_CONFIG.block_size, CACHE_CONFIG.head_dim)


@torch.compile(fullgraph=True)
def prefill_step(hidden_states: torch.Tensor) -> torch.Tensor:
    num_tokens = hidden_states.shape[0]
    block_ids = BLOCK_MANAGER.allocate(num_tokens)
    block_table = torch.tensor(block_ids, dtype=torch.int64)
    kv = KV_BUFFER[block_table].reshape(-1, CACHE_CONFIG.head_dim)[:num_tokens]
    return hidden_states + kv
