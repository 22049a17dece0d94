"""Request -> token-slot bookkeeping shared by the scheduler and the model runner."""
from __future__ import annotations

import threading
from typing import List, Optional, Tuple, Union

import torch

Index = Union[int, slice, torch.Tensor, Tuple[torch.Tensor, ...]]


class ReqToTokenPool:
    """Maps (request pool index, position) -> KV-cache slot."""

    def __init__(self, size: int, max_context_len: int, device: str = "cpu"):
        self.size = size
        self.max_context_len = max_context_len
        self.device = device
        self.req_to_token = torch.zeros((size, max_context_len), dtype=torch.int64, device=device)
        self.free_slots: List[int] = list(range(size))
        # the overlap scheduler thread allocates while the forward thread writes
        self._write_lock = threading.Lock()

    def alloc(self, need_size: int) -> Optional[List[int]]:
        if need_size > len(self.free_slots):
            return None
        select, self.free_slots = self.free_slots[:need_size], self.free_slots[need_size:]
        return select

    def free(self, free_index: Union[int, List[int]]) -> None:
        if isinstance(free_index, int):
            self.free_slots.append(free_index)
        else:
            self.free_slots.extend(free_index)

    def write(self, indices: Index, values: torch.Tensor) -> None:
        with self._write_lock:
            self.req_to_token[indices] = values

    def available_size(self) -> int:
        return len(self.free_slots)
