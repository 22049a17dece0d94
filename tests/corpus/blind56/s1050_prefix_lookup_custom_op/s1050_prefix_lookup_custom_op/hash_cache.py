from __future__ import annotations

import hashlib
import time
from collections import OrderedDict
from typing import List, Optional, Sequence


def block_hash(parent: Optional[bytes], token_ids: Sequence[int]) -> bytes:
    h = hashlib.sha256()
    if parent is not None:
        h.update(parent)
    h.update(",".join(map(str, token_ids)).encode())
    return h.digest()


class PrefixHashCache:
    """Host-side map of full-block hashes to KV block ids with LRU eviction."""

    def __init__(self, block_size: int, capacity: int):
        self.block_size = block_size
        self.capacity = capacity
        self._blocks: "OrderedDict[bytes, int]" = OrderedDict()
        self._last_used: dict[bytes, float] = {}
        self._next_block_id = 0
        self.num_queries = 0
        self.num_hits = 0

    def _hashes(self, token_ids: List[int]) -> List[bytes]:
        hashes, parent = [], None
        for start in range(0, len(token_ids) - self.block_size + 1, self.block_size):
            parent = block_hash(parent, token_ids[start : start + self.block_size])
            hashes.append(parent)
        return hashes

    def _evict_if_needed(self) -> None:
        while len(self._blocks) > self.capacity:
            victim, _ = self._blocks.popitem(last=False)
            self._last_used.pop(victim, None)

    def match(self, token_ids: List[int]) -> int:
        self.num_queries += 1
        matched = 0
        for h in self._hashes(token_ids):
            if h not in self._blocks:
                break
            self._blocks.move_to_end(h)
            self._last_used[h] = time.monotonic()
            matched += self.block_size
        if matched:
            self.num_hits += 1
        return matched

    def insert(self, token_ids: List[int]) -> None:
        for h in self._hashes(token_ids):
            if h not in self._blocks:
                self._blocks[h] = self._next_block_id
                self._next_block_id += 1
            self._last_used[h] = time.monotonic()
        self._evict_if_needed()

    @property
    def hit_rate(self) -> float:
        return self.num_hits / max(1, self.num_queries)
