from __future__ import annotations

from typing import List, Optional

import torch


class TokenToKVPoolAllocator:
    """Free-list allocator over KV cache slots; slot 0 is reserved for padding."""

    def __init__(self, size: int, dtype: torch.dtype = torch.float32):
        self.size = size
        self.dtype = dtype
        self.clear()

    def clear(self) -> None:
        self.free_slots: List[int] = list(range(1, self.size + 1))
        self.release_pages: List[int] = []
        self.is_not_in_free_group = True

    def available_size(self) -> int:
        return len(self.free_slots) + len(self.release_pages)

    def alloc(self, need_size: int) -> Optional[torch.Tensor]:
        if need_size > len(self.free_slots) and self.release_pages:
            self.merge_and_sort_free()
        if need_size > len(self.free_slots):
            return None
        select_index = self.free_slots[:need_size]
        self.free_slots = self.free_slots[need_size:]
        return torch.tensor(select_index, dtype=torch.int64)

    def free(self, free_index: List[int]) -> None:
        if self.is_not_in_free_group:
            self.release_pages.extend(free_index)

    def merge_and_sort_free(self) -> None:
        self.free_slots = sorted(self.free_slots + self.release_pages)
        self.release_pages = []
