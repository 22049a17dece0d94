from __future__ import annotations

from typing import Dict

import torch

from . import envs
from .kv_cache_utils import get_hash_fn, hash_request_tokens

BLOCK_SIZE = 4
NUM_BLOCKS = 16


class PrefixBlockPool:
    def __init__(self, num_blocks: int, block_size: int):
        self.block_size = block_size
        self.cached_block_hash_to_block: Dict[object, int] = {}
        self.block_table = torch.arange(num_blocks, dtype=torch.int64)

    def num_cached_tokens(self, token_ids: torch.Tensor) -> int:
        hash_fn = get_hash_fn()
        hashes = hash_request_tokens(hash_fn, self.block_size, token_ids.tolist())
        hits = 0
        for block_hash in hashes:
            if block_hash.hash_value not in self.cached_block_hash_to_block:
                break
            hits += 1
        return hits * self.block_size


block_pool = PrefixBlockPool(NUM_BLOCKS, BLOCK_SIZE)


def compute_slot_mapping(token_ids: torch.Tensor, block_ids: torch.Tensor) -> torch.Tensor:
    num_computed = block_pool.num_cached_tokens(token_ids) if envs.enable_prefix_caching() else 0
    positions = torch.arange(num_computed, token_ids.shape[0])
    block_numbers = block_ids[positions // BLOCK_SIZE]
    return block_numbers * BLOCK_SIZE + positions % BLOCK_SIZE


compiled_slot_mapping = torch.compile(compute_slot_mapping, fullgraph=True)
