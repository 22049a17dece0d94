"""Common bookkeeping for recurrent-state caches (Mamba, GDN, short conv)."""
from collections import OrderedDict

import torch


class BaseStateCacheManager:
    def __init__(self, num_slots: int):
        self.num_slots = num_slots
        # slot -> last step it was used; drives eviction of cached prefixes
        self._lru: "OrderedDict[int, int]" = OrderedDict()
        self._step = 0

    @torch.compiler.disable
    def _touch_slots(self, state_indices: torch.Tensor) -> None:
        self._step += 1
        for slot in state_indices.tolist():
            self._lru[slot] = self._step
            self._lru.move_to_end(slot)

    def evict_candidates(self, n: int):
        return list(self._lru.keys())[:n]
