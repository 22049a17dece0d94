import threading
from collections import deque
from typing import Deque, Dict, List


class NoFreeBlocksError(RuntimeError):
    pass


class NaiveBlockAllocator:
    """Free-list allocator shared between the scheduler thread and the model runner."""

    def __init__(self, num_blocks: int, block_size: int):
        self.block_size = block_size
        self._free_block_ids: Deque[int] = deque(range(num_blocks))
        self._refcounts: Dict[int, int] = {i: 0 for i in range(num_blocks)}
        self._lock = threading.RLock()

    @property
    def num_free_blocks(self) -> int:
        return len(self._free_block_ids)

    def allocate_mutable_block(self) -> int:
        with self._lock:
            if not self._free_block_ids:
                raise NoFreeBlocksError()
            block_id = self._free_block_ids.popleft()
            self._refcounts[block_id] = 1
            return block_id

    def free(self, block_ids: List[int]) -> None:
        with self._lock:
            for b in block_ids:
                self._refcounts[b] -= 1
                if self._refcounts[b] == 0:
                    self._free_block_ids.appendleft(b)
