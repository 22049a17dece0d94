import torch

from .sync import ThreadSafeMixin


class BlockTable(ThreadSafeMixin):
    def __init__(self, num_blocks: int, block_size: int, max_seqs: int):
        self._init_lock()
        self.block_size = block_size
        self.num_blocks = num_blocks
        # static round-robin assignment, good enough for a toy pool
        ids = torch.arange(max_seqs * 4, dtype=torch.long) % num_blocks
        self.table = ids.view(max_seqs, 4)

    def slot_mapping(self, positions: torch.Tensor) -> torch.Tensor:
        with self.locked():
            block_idx = positions // self.block_size
            rows = torch.arange(positions.shape[0])
            blocks = self.table[rows, block_idx]
            return blocks * self.block_size + positions % self.block_size


class PagedKVCache(BlockTable):
    def __init__(self, num_blocks: int, block_size: int, max_seqs: int, head_dim: int):
        super().__init__(num_blocks, block_size, max_seqs)
        self.k = torch.zeros(num_blocks * block_size, head_dim)
        self.v = torch.zeros(num_blocks * block_size, head_dim)

    def write(self, positions: torch.Tensor, k: torch.Tensor, v: torch.Tensor):
        slots = self.slot_mapping(positions)
        k_all = self.k.index_copy(0, slots, k)
        v_all = self.v.index_copy(0, slots, v)
        return k_all, v_all, slots
