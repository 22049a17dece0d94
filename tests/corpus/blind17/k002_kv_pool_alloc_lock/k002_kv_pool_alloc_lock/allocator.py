from __future__ import annotations

import threading

import torch


class BaseTokenToKVPoolAllocator:
    """Hands out KV-cache slot indices; shared by the scheduler and the runner."""

    def __init__(self, size: int, page_size: int = 1, device: str = "cpu"):
        self.size = size
        self.page_size = page_size
        self.device = device
        self._lock = threading.Lock()
        self.clear()

    def clear(self) -> None:
        # slot 0 is reserved for padded tokens
        self.free_pages = torch.arange(1, self.size + 1, dtype=torch.int64, device=self.device)

    def available_size(self) -> int:
        return len(self.free_pages) * self.page_size

    def alloc(self, need_size: int) -> torch.Tensor:
        raise NotImplementedError

    def free(self, free_index: torch.Tensor) -> None:
        with self._lock:
            self.free_pages = torch.cat((self.free_pages, free_index))


class TokenToKVPoolAllocator(BaseTokenToKVPoolAllocator):
    def alloc(self, need_size: int) -> torch.Tensor:
        with self._lock:
            select_index = self.free_pages[:need_size]
            self.free_pages = self.free_pages[need_size:]
        return select_index
