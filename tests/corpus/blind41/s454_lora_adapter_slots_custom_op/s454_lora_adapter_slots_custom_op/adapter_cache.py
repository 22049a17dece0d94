"""Host-side LRU of LoRA adapters mapped onto a fixed number of GPU slots."""
import threading
from collections import OrderedDict
from typing import Dict, Tuple

import torch


class AdapterSlotCache:
    def __init__(self, max_slots: int, in_features: int, out_features: int, rank: int) -> None:
        self.max_slots = max_slots
        self.rank = rank
        self._lock = threading.Lock()
        self._slot_of: "OrderedDict[int, int]" = OrderedDict()
        # slot 0 is the "no adapter" slot and stays zero
        self.lora_a = torch.zeros(max_slots, rank, in_features)
        self.lora_b = torch.zeros(max_slots, out_features, rank)

    def load(self, adapter_id: int, weights: Tuple[torch.Tensor, torch.Tensor]) -> int:
        with self._lock:
            if adapter_id in self._slot_of:
                self._slot_of.move_to_end(adapter_id)
                return self._slot_of[adapter_id]
            if len(self._slot_of) >= self.max_slots - 1:
                _, slot = self._slot_of.popitem(last=False)
            else:
                slot = len(self._slot_of) + 1
            a, b = weights
            self.lora_a[slot].copy_(a)
            self.lora_b[slot].copy_(b)
            self._slot_of[adapter_id] = slot
            return slot

    def slot_table(self) -> Dict[int, int]:
        with self._lock:
            return dict(self._slot_of)
