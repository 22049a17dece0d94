from collections import OrderedDict

import torch

from .block_hash import hash_request_blocks


class PrefixCacheIndex:
    """LRU map: block hash -> physical block id."""

    def __init__(self, block_size: int = 4, capacity: int = 64):
        self.block_size = block_size
        self.capacity = capacity
        self._blocks: "OrderedDict[bytes, int]" = OrderedDict()
        self.hits = 0
        self.queries = 0

    def num_cached_tokens(self, input_ids: torch.Tensor) -> int:
        token_list = input_ids.tolist()
        hashes = hash_request_blocks(token_list, self.block_size)
        cached = 0
        for h in hashes:
            self.queries += 1
            if h not in self._blocks:
                break
            self._blocks.move_to_end(h)
            self.hits += 1
            cached += self.block_size
        return cached

    def insert(self, block_hash: bytes, block_id: int) -> None:
        self._blocks[block_hash] = block_id
        if len(self._blocks) > self.capacity:
            self._blocks.popitem(last=False)
