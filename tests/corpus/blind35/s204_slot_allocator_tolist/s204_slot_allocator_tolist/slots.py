from typing import Dict

import torch


class SlotTable:
    """Maps request ids onto rows of a preallocated state pool."""

    def __init__(self, capacity: int):
        self.capacity = capacity
        self._slot_of: Dict[int, int] = {}
        self._free = list(range(capacity))

    def _assign(self, rid: int) -> int:
        if rid not in self._slot_of:
            self._slot_of[rid] = self._free.pop(0)
        return self._slot_of[rid]

    def lookup(self, request_ids: torch.Tensor) -> torch.Tensor:
        slots = [self._assign(rid) for rid in request_ids.tolist()]
        return torch.tensor(slots, dtype=torch.long)

    def release(self, rid: int) -> None:
        self._free.append(self._slot_of.pop(rid))
