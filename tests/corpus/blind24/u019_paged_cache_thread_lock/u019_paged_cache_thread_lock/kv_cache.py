"""Paged KV cache shared between the scheduler thread and the model runner."""
import threading
from typing import Dict, List

import torch


class BlockAllocator:
    def __init__(self, num_blocks: int):
        self._free: List[int] = list(range(num_blocks))
        self._owned: Dict[int, List[int]] = {}
        self._lock = threading.Lock()

    def allocate(self, seq_id: int, n: int) -> List[int]:
        with self._lock:
            blocks, self._free = self._free[:n], self._free[n:]
            self._owned.setdefault(seq_id, []).extend(blocks)
            return blocks

    def free(self, seq_id: int) -> None:
        with self._lock:
            self._free.extend(self._owned.pop(seq_id, []))


class _CacheBase:
    def __init__(self, num_layers, num_blocks, block_size, num_heads, head_dim, dtype=torch.float32):
        self.block_size = block_size
        self.num_slots = num_blocks * block_size
        self.k = [torch.zeros(self.num_slots, num_heads, head_dim, dtype=dtype) for _ in range(num_layers)]
        self.v = [torch.zeros(self.num_slots, num_heads, head_dim, dtype=dtype) for _ in range(num_layers)]
        self._lock = threading.RLock()

    def slots_for(self, block_table: torch.Tensor, seq_len: int) -> torch.Tensor:
        pos = torch.arange(seq_len, device=block_table.device)
        blocks = block_table[:, pos // self.block_size]
        return blocks * self.block_size + (pos % self.block_size)


class PagedKVCache(_CacheBase):
    def store(self, layer_idx: int, key: torch.Tensor, value: torch.Tensor, slot_mapping: torch.Tensor) -> None:
        # the scheduler may swap blocks out concurrently; serialise writes
        with self._lock:
            self.k[layer_idx].index_copy_(0, slot_mapping, key)
            self.v[layer_idx].index_copy_(0, slot_mapping, value)

    def gather(self, layer_idx: int, block_table: torch.Tensor, seq_len: int):
        slots = self.slots_for(block_table, seq_len)
        return self.k[layer_idx][slots], self.v[layer_idx][slots]
