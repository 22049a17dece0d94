import torch


class PagedKVCache:
    def __init__(self, num_blocks: int, block_size: int, num_heads: int, head_dim: int):
        self.block_size = block_size
        self.k_cache = torch.zeros(num_blocks * block_size, num_heads, head_dim)
        self.v_cache = torch.zeros(num_blocks * block_size, num_heads, head_dim)

    def write(self, slot_mapping: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> None:
        self.k_cache.index_copy_(0, slot_mapping, k)
        self.v_cache.index_copy_(0, slot_mapping, v)

    def gather(self, slot_mapping: torch.Tensor):
        return self.k_cache.index_select(0, slot_mapping), self.v_cache.index_select(0, slot_mapping)
