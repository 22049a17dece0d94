from __future__ import annotations

from typing import Dict, Type

import torch

from .profiling import timed


class BaseTokenToKVPoolAllocator:
    def __init__(self, size: int, page_size: int, device: str = "cpu"):
        self.size = size
        self.page_size = page_size
        self.device = device
        self.clear()

    def clear(self) -> None:
        raise NotImplementedError

    def available_size(self) -> int:
        raise NotImplementedError


class TokenToKVPoolAllocator(BaseTokenToKVPoolAllocator):
    def clear(self) -> None:
        self.free_slots = torch.arange(1, self.size + 1, dtype=torch.int64, device=self.device)
        self.cursor = torch.zeros((), dtype=torch.int64, device=self.device)

    def alloc_decode(self, seq_lens: torch.Tensor, last_loc: torch.Tensor) -> torch.Tensor:
        bs = seq_lens.shape[0]
        idx = self.cursor + torch.arange(bs, device=self.device)
        self.cursor += bs
        return self.free_slots[idx]


class PagedTokenToKVPoolAllocator(BaseTokenToKVPoolAllocator):
    def clear(self) -> None:
        self.num_pages = self.size // self.page_size
        self.free_pages = torch.arange(1, self.num_pages + 1, dtype=torch.int64, device=self.device)
        self.cursor = torch.zeros((), dtype=torch.int64, device=self.device)

    @timed("alloc_decode")
    def alloc_decode(self, seq_lens: torch.Tensor, last_loc: torch.Tensor) -> torch.Tensor:
        need_new_page = (seq_lens - 1) % self.page_size == 0
        rank = torch.cumsum(need_new_page.to(torch.int64), dim=0) - 1
        page_idx = (self.cursor + rank).clamp(min=0, max=self.num_pages - 1)
        new_loc = self.free_pages[page_idx] * self.page_size
        self.cursor += need_new_page.sum()
        return torch.where(need_new_page, new_loc, last_loc + 1)


ALLOCATOR_REGISTRY: Dict[str, Type[BaseTokenToKVPoolAllocator]] = {
    "token": TokenToKVPoolAllocator,
    "paged": PagedTokenToKVPoolAllocator,
}


def create_allocator(page_size: int, size: int) -> BaseTokenToKVPoolAllocator:
    kind = "paged" if page_size > 1 else "token"
    return ALLOCATOR_REGISTRY[kind](size=size, page_size=page_size)
