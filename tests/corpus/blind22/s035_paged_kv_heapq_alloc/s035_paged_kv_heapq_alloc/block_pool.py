from __future__ import annotations

import heapq
from typing import List


class OutOfBlocks(RuntimeError):
    pass


class BlockPool:
    """Free-list of physical KV blocks; lowest block ids are handed out first
    so that hot sequences stay packed at the front of the cache."""

    def __init__(self, num_blocks: int):
        self.num_blocks = num_blocks
        self._free: List[int] = list(range(num_blocks))
        heapq.heapify(self._free)
        self._ref_counts = [0] * num_blocks

    @property
    def num_free(self) -> int:
        return len(self._free)

    def allocate(self) -> int:
        if not self._free:
            raise OutOfBlocks(f"all {self.num_blocks} KV blocks are in use")
        block = heapq.heappop(self._free)
        self._ref_counts[block] = 1
        return block

    def allocate_many(self, n: int) -> List[int]:
        return [self.allocate() for _ in range(n)]

    def free(self, block: int) -> None:
        self._ref_counts[block] -= 1
        if self._ref_counts[block] == 0:
            heapq.heappush(self._free, block)
