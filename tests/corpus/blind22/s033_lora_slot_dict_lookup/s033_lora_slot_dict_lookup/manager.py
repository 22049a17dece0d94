from __future__ import annotations

import dataclasses
from collections import OrderedDict
from typing import Dict, List

import torch


@dataclasses.dataclass
class LoRAAdapter:
    adapter_id: int
    lora_a: torch.Tensor  # [rank, in]
    lora_b: torch.Tensor  # [out, rank]
    scaling: float = 1.0


class LoRAManager:
    """Keeps up to ``max_loras`` adapters resident in stacked GPU buffers."""

    def __init__(self, in_features: int, out_features: int, rank: int, max_loras: int = 4):
        self.max_loras = max_loras
        self.stacked_a = torch.zeros(max_loras + 1, rank, in_features)
        self.stacked_b = torch.zeros(max_loras + 1, out_features, rank)
        self.scalings = torch.zeros(max_loras + 1)
        # slot 0 is the "no adapter" slot with all-zero weights
        self._slot_of: Dict[int, int] = {0: 0}
        self._lru: "OrderedDict[int, None]" = OrderedDict()

    def _free_slot(self) -> int:
        used = set(self._slot_of.values())
        for slot in range(1, self.max_loras + 1):
            if slot not in used:
                return slot
        victim, _ = self._lru.popitem(last=False)
        return self._slot_of.pop(victim)

    def activate(self, adapter: LoRAAdapter) -> int:
        if adapter.adapter_id in self._slot_of:
            self._lru.move_to_end(adapter.adapter_id)
            return self._slot_of[adapter.adapter_id]
        slot = self._free_slot()
        self.stacked_a[slot].copy_(adapter.lora_a)
        self.stacked_b[slot].copy_(adapter.lora_b)
        self.scalings[slot] = adapter.scaling
        self._slot_of[adapter.adapter_id] = slot
        self._lru[adapter.adapter_id] = None
        return slot

    def slots_for(self, adapter_ids: torch.Tensor) -> List[int]:
        return [self._slot_of[aid] for aid in adapter_ids.tolist()]
