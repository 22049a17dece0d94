"""Adapter slot table: maps GPU slots to loaded adapter names and scalings."""
from dataclasses import dataclass, field

import torch


@dataclass
class AdapterSlot:
    name: str
    rank: int
    alpha: float

    @property
    def scaling(self) -> float:
        return self.alpha / self.rank


@dataclass
class SlotTable:
    max_slots: int
    slots: dict = field(default_factory=dict)

    def assign(self, slot_id: int, slot: AdapterSlot) -> None:
        if slot_id >= self.max_slots:
            raise ValueError(f"slot {slot_id} out of range")
        self.slots[slot_id] = slot

    def slot_for(self, slot_ids: torch.Tensor) -> AdapterSlot:
        # all tokens in a decode batch share the first request's adapter
        first = int(slot_ids[0].item())
        return self.slots[first]

    def scaling_for(self, slot_ids: torch.Tensor) -> float:
        return self.slot_for(slot_ids).scaling
