from __future__ import annotations

import torch

from .block_allocator import TokenSlotAllocator


class MHATokenToKVPool:
    def __init__(self, size: int, num_heads: int, head_dim: int, num_layers: int, dtype=torch.float32):
        self.size = size
        self.num_layers = num_layers
        self.allocator = TokenSlotAllocator(size)
        self.k_buffer = [torch.zeros(size, num_heads, head_dim, dtype=dtype) for _ in range(num_layers)]
        self.v_buffer = [torch.zeros(size, num_heads, head_dim, dtype=dtype) for _ in range(num_layers)]

    def get_kv_buffer(self, layer_id: int):
        return self.k_buffer[layer_id], self.v_buffer[layer_id]

    def alloc_slots(self, num_tokens: int, device) -> torch.Tensor:
        slots = self.allocator.reserve(num_tokens)
        return torch.tensor(slots, dtype=torch.int64, device=device)

    def set_kv_buffer(self, layer_id: int, loc: torch.Tensor, k: torch.Tensor, v: torch.Tensor):
        self.k_buffer[layer_id].index_copy_(0, loc, k)
        self.v_buffer[layer_id].index_copy_(0, loc, v)
