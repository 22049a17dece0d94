"""Token-slot allocator and KV buffers for the draft model."""
import threading

import torch


class TokenToKVPoolAllocator:
    """Hands out KV slot indices; shared between the scheduler and the draft runner."""

    def __init__(self, size: int, device: str = "cpu"):
        self.size = size
        self.device = device
        self._lock = threading.Lock()
        self.clear()

    def clear(self) -> None:
        # slot 0 is reserved as the padding slot
        self.free_slots = torch.arange(1, self.size + 1, dtype=torch.int64, device=self.device)

    def available_size(self) -> int:
        return len(self.free_slots)

    def alloc(self, need_size: int) -> torch.Tensor:
        with self._lock:
            select_index = self.free_slots[:need_size]
            self.free_slots = self.free_slots[need_size:]
        return select_index

    def free(self, free_index: torch.Tensor) -> None:
        with self._lock:
            self.free_slots = torch.cat((self.free_slots, free_index))


class DraftKVCache:
    def __init__(self, size: int, num_heads: int, head_dim: int, device: str = "cpu"):
        self.k_buffer = torch.zeros(size + 1, num_heads, head_dim, device=device)
        self.v_buffer = torch.zeros(size + 1, num_heads, head_dim, device=device)

    def set_kv_buffer(self, loc: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> None:
        self.k_buffer[loc] = k
        self.v_buffer[loc] = v
