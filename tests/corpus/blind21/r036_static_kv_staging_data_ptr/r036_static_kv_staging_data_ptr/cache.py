from __future__ import annotations

import torch

from .buffers import StaticBuffer


class SlotKVCache:
    def __init__(self, num_slots: int, max_batch: int, heads: int, head_dim: int) -> None:
        self.k_cache = torch.zeros(num_slots, heads, head_dim)
        self.v_cache = torch.zeros(num_slots, heads, head_dim)
        self.k_stage = StaticBuffer((max_batch, heads, head_dim))
        self.v_stage = StaticBuffer((max_batch, heads, head_dim))

    def write(self, slots: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> None:
        k = self.k_stage.stage(k)
        v = self.v_stage.stage(v)
        self.k_cache.index_copy_(0, slots, k)
        self.v_cache.index_copy_(0, slots, v)

    def read(self, slots: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        return self.k_cache.index_select(0, slots), self.v_cache.index_select(0, slots)
