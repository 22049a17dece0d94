import threading

import torch


class PagedKVPool:
    """Fixed-size paged KV pool shared by the scheduler thread and the model."""

    def __init__(self, num_pages: int, page_size: int, num_heads: int, head_dim: int) -> None:
        self.page_size = page_size
        self.k = torch.zeros(num_pages, page_size, num_heads, head_dim)
        self.v = torch.zeros(num_pages, page_size, num_heads, head_dim)
        self._lock = threading.RLock()
        self.writes = 0

    def write(self, page: int, slot: int, k: torch.Tensor, v: torch.Tensor) -> None:
        with self._lock:
            self.k[page, slot : slot + k.shape[0]] = k
            self.v[page, slot : slot + v.shape[0]] = v
            self.writes += 1

    def read(self, page: int, length: int):
        return self.k[page, :length], self.v[page, :length]
