"""Bookkeeping for shared KV slots (copy-on-write between forked requests)."""
from collections import defaultdict

import torch


class KVReuseTable:
    def __init__(self, num_slots: int):
        self.num_slots = num_slots
        self.refcount = defaultdict(int)
        self.owner: dict = {}

    @torch.compiler.disable
    def record(self, request_id: int, slot_ids: torch.Tensor) -> None:
        # host-side bookkeeping, kept out of the graph on purpose
        for s in slot_ids.tolist():
            self.refcount[s] += 1
            self.owner.setdefault(s, request_id)

    def shared_slots(self) -> list:
        return [s for s, c in self.refcount.items() if c > 1]
