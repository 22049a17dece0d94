import threading

import torch


class AdapterSlotManager:
    """Owns the GPU-resident adapter slots shared by all tenants.

    Loading/evicting happens on a background thread, so readers take the
    lock to get a consistent view of the stacked weights.
    """

    def __init__(self, num_slots: int, hidden: int, rank: int):
        self._lock = threading.Lock()
        self.num_slots = num_slots
        self.a_stack = torch.zeros(num_slots, hidden, rank)
        self.b_stack = torch.zeros(num_slots, rank, hidden)
        self.name_to_slot: dict[str, int] = {}

    def load(self, name: str, a: torch.Tensor, b: torch.Tensor) -> int:
        with self._lock:
            slot = len(self.name_to_slot) + 1
            self.a_stack[slot].copy_(a)
            self.b_stack[slot].copy_(b)
            self.name_to_slot[name] = slot
            return slot

    def stacked(self):
        with self._lock:
            return self.a_stack, self.b_stack
