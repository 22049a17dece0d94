import torch

from .block_allocator import BlockAllocator


class PagedKVCache:
    def __init__(self, num_blocks: int = 8, block_size: int = 4, heads: int = 4, head_dim: int = 8, batch: int = 2):
        self.allocator = BlockAllocator(num_blocks, block_size, max_blocks_per_seq=4, batch=batch)
        self.k_cache = torch.zeros(num_blocks * block_size, heads, head_dim)
        self.v_cache = torch.zeros(num_blocks * block_size, heads, head_dim)

    def store(self, k: torch.Tensor, v: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        slots = self.allocator.slot_mapping(positions)
        self.k_cache = self.k_cache.index_copy(0, slots, k)
        self.v_cache = self.v_cache.index_copy(0, slots, v)
        return slots
