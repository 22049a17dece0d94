from __future__ import annotations

import logging
import threading
from typing import List

import torch

from . import envs

logger = logging.getLogger(__name__)


class PagedKVCache:
    def __init__(self, num_blocks: int, num_heads: int, head_dim: int, block_size: int = envs.KV_BLOCK_SIZE):
        self.block_size = block_size
        self.num_slots = num_blocks * block_size
        self.key_cache = torch.zeros(self.num_slots, num_heads, head_dim)
        self.value_cache = torch.zeros(self.num_slots, num_heads, head_dim)
        self._lock = threading.Lock()
        self._free_blocks: List[int] = list(range(num_blocks))

    def allocate_blocks(self, n: int) -> List[int]:
        with self._lock:
            out, self._free_blocks = self._free_blocks[:n], self._free_blocks[n:]
        return out

    def _check_slot_mapping(self, slot_mapping: torch.Tensor) -> None:
        slots = slot_mapping.tolist()
        if len(set(slots)) != len(slots):
            logger.error("duplicate slots in slot_mapping: %s", slots)
            raise AssertionError("duplicate KV slots")
        if max(slots) >= self.num_slots:
            raise AssertionError(f"slot {max(slots)} out of range {self.num_slots}")
        logger.debug("slot_mapping ok (%d tokens)", len(slots))

    def reshape_and_cache(self, key: torch.Tensor, value: torch.Tensor, slot_mapping: torch.Tensor) -> None:
        if envs.KV_DEBUG_CHECKS:
            self._check_slot_mapping(slot_mapping)
        self.key_cache.index_copy_(0, slot_mapping, key)
        self.value_cache.index_copy_(0, slot_mapping, value)

    def gather(self, block_tables: torch.Tensor):
        """block_tables: [bs, max_blocks] -> K, V [bs, max_blocks*block_size, H, D]."""
        offs = torch.arange(self.block_size, device=block_tables.device)
        slots = (block_tables[:, :, None] * self.block_size + offs).flatten(1)
        return self.key_cache[slots], self.value_cache[slots]
