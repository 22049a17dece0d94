from __future__ import annotations

import torch

from .pool import KVCacheOOMError, TokenToKVPool


class SlotAllocator:
    """Hands out free token slots of a TokenToKVPool.

    The free set is kept as a boolean mask on the pool's device so that the
    allocation never has to synchronise with a host-side free list.
    """

    def __init__(self, pool: TokenToKVPool):
        self.pool = pool
        self.free_mask = torch.ones(pool.size + 1, dtype=torch.bool)
        self.free_mask[0] = False  # padding slot

    def available_size(self) -> torch.Tensor:
        return self.free_mask.sum()

    def alloc(self, need_size: int) -> torch.Tensor:
        free_slots = self.free_mask.nonzero().squeeze(-1)
        if free_slots.numel() < need_size:
            raise KVCacheOOMError(f"need {need_size} KV slots")
        select = free_slots[:need_size]
        self.free_mask[select] = False
        return select

    def free(self, loc: torch.Tensor) -> None:
        self.free_mask[loc] = True

    def clear(self) -> None:
        self.free_mask.fill_(True)
        self.free_mask[0] = False
