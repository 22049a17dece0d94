import torch
from torch import nn

from .errors import check_head_layout


class PagedKVStore(nn.Module):
    def __init__(self, num_slots: int = 8, num_kv_heads: int = 2, head_dim: int = 4):
        super().__init__()
        self.num_kv_heads = num_kv_heads
        self.head_dim = head_dim
        self.register_buffer("k_cache", torch.zeros(num_slots, num_kv_heads, head_dim))
        self.register_buffer("v_cache", torch.zeros(num_slots, num_kv_heads, head_dim))

    def forward(self, key: torch.Tensor, value: torch.Tensor, slot_mapping: torch.Tensor) -> torch.Tensor:
        check_head_layout(key, self.num_kv_heads, self.head_dim, "key")
        check_head_layout(value, self.num_kv_heads, self.head_dim, "value")
        self.k_cache.index_copy_(0, slot_mapping, key)
        self.v_cache.index_copy_(0, slot_mapping, value)
        return self.k_cache.sum() + self.v_cache.sum()


compiled_store = torch.compile(PagedKVStore(), fullgraph=True)
