"""Device token-to-KV slot allocator."""
from __future__ import annotations

import torch


class TokenToKVPoolAllocator:
    def __init__(self, size: int, device: str = "cpu"):
        self.size = size
        self.device = device
        self.slot_in_use = torch.zeros(size, dtype=torch.bool, device=device)
        self.slot_in_use[0] = True  # slot 0 is the padding slot

    def alloc(self, need: int) -> torch.Tensor:
        free = (~self.slot_in_use).nonzero().flatten()
        if free.numel() < need:
            raise RuntimeError(f"KV pool out of memory: need {need}, have {free.numel()}")
        out = free[:need]
        self.slot_in_use[out] = True
        return out

    def free(self, indices: torch.Tensor, keep: torch.Tensor) -> torch.Tensor:
        """Release ``indices`` whose ``keep`` flag is False; returns the number released."""
        self.slot_in_use.scatter_(0, indices, keep)
        return (~keep).sum()

    def available_size(self) -> torch.Tensor:
        return (~self.slot_in_use).sum()
