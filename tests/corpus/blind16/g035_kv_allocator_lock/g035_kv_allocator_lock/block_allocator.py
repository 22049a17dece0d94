import threading

import torch


class BlockAllocator:
    """Maps (request, position) -> slot in a paged KV cache.

    The scheduler thread grows ``block_table`` while the model thread reads it,
    hence the lock.
    """

    def __init__(self, num_blocks: int, block_size: int, max_blocks_per_seq: int, batch: int):
        self.block_size = block_size
        self._lock = threading.Lock()
        self.block_table = torch.arange(batch * max_blocks_per_seq).view(batch, max_blocks_per_seq) % num_blocks

    def slot_mapping(self, positions: torch.Tensor) -> torch.Tensor:
        pos = positions.long().squeeze(-1)
        with self._lock:
            block_idx = pos // self.block_size
            blocks = self.block_table.gather(1, block_idx.unsqueeze(-1)).squeeze(-1)
        return blocks * self.block_size + pos % self.block_size
