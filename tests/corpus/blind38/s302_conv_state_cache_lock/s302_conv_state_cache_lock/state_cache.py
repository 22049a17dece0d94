"""Per-slot conv / ssm state storage for the decode loop."""
import threading

import torch


class ConvStateCache:
    """Holds the rolling conv window for every serving slot.

    The scheduler thread frees / reassigns slots while the model thread runs,
    so every read-modify-write of the backing buffers takes the cache lock.
    """

    def __init__(self, max_slots: int, channels: int, width: int):
        self.conv = torch.zeros(max_slots, channels, width)
        self.ssm = torch.zeros(max_slots, channels)
        self._lock = threading.Lock()

    def lookup(self, slot_ids: torch.Tensor):
        return self.conv.index_select(0, slot_ids), self.ssm.index_select(0, slot_ids)

    def store(self, slot_ids: torch.Tensor, conv: torch.Tensor, ssm: torch.Tensor):
        with self._lock:
            self.conv.index_copy_(0, slot_ids, conv)
            self.ssm.index_copy_(0, slot_ids, ssm)

    def free(self, slot: int):
        with self._lock:
            self.conv[slot].zero_()
            self.ssm[slot].zero_()
