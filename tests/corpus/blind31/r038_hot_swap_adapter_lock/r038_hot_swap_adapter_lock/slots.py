from __future__ import annotations

import threading
from typing import Dict, Optional

import torch


class AdapterSlot:
    def __init__(self, hidden: int, rank: int):
        self.a = torch.zeros(rank, hidden)
        self.b = torch.zeros(hidden, rank)
        self.scale = 0.0
        self.name: Optional[str] = None


class AdapterSlotTable:
    """Fixed-size table of device-resident adapter weights.

    The loader thread writes new weights into a slot; decode reads them.
    """

    def __init__(self, n_slots: int, hidden: int, rank: int):
        self._lock = threading.RLock()
        self.slots = [AdapterSlot(hidden, rank) for _ in range(n_slots)]
        self.by_name: Dict[str, int] = {}

    def load(self, slot: int, name: str, a: torch.Tensor, b: torch.Tensor, scale: float):
        with self._lock:
            s = self.slots[slot]
            s.a.copy_(a)
            s.b.copy_(b)
            s.scale = scale
            s.name = name
            self.by_name[name] = slot

    def snapshot(self, slot: int):
        with self._lock:
            s = self.slots[slot]
            return s.a, s.b, s.scale
