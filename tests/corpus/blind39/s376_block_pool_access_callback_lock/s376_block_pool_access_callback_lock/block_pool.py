"""Reference-counted KV block pool with LRU bookkeeping for prefix caching."""
import threading

import torch


class BlockPool:
    def __init__(self, num_blocks: int):
        self.num_blocks = num_blocks
        self.ref_cnt = torch.zeros(num_blocks, dtype=torch.int32)
        self.last_access = torch.zeros(num_blocks, dtype=torch.int64)
        self._access_clock = torch.zeros((), dtype=torch.int64)
        # The scheduler thread evicts blocks while the model thread touches them.
        self._lock = threading.Lock()

    def touch(self, block_ids: torch.Tensor) -> None:
        with self._lock:
            self._access_clock += 1
            self.last_access.index_fill_(0, block_ids, 0)
            self.last_access.index_add_(0, block_ids, self._access_clock.expand_as(block_ids))

    def free(self, block_ids: torch.Tensor) -> None:
        with self._lock:
            self.ref_cnt.index_add_(0, block_ids, torch.full_like(block_ids, -1, dtype=torch.int32))
