import torch

from .block_pool import BlockPool


class KVCacheManager:
    def __init__(self, num_blocks: int, block_size: int, max_seqs: int, max_blocks_per_seq: int):
        self.block_size = block_size
        self.pool = BlockPool(num_blocks)
        self.max_blocks_per_seq = max_blocks_per_seq
        self.block_table = torch.zeros(max_seqs, max_blocks_per_seq, dtype=torch.int64)
        self._blocks_held = [0] * max_seqs

    def reserve_decode_slots(self, num_seqs: int, step: int) -> torch.Tensor:
        """Make sure every running sequence owns the block its next token goes
        into; returns the slot index for each sequence."""
        block_idx = step // self.block_size
        for seq in range(num_seqs):
            if self._blocks_held[seq] <= block_idx:
                (new_block,) = self.pool.take(1)
                self.block_table[seq, block_idx] = new_block
                self._blocks_held[seq] += 1
        blocks = self.block_table[:num_seqs, block_idx]
        return blocks * self.block_size + step % self.block_size
