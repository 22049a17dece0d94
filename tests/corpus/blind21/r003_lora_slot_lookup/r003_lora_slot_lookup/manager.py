"""Keeps the stacked A/B weights of the adapters that are resident on device."""
from __future__ import annotations

import dataclasses
from collections import OrderedDict
from typing import Dict, List

import torch


@dataclasses.dataclass(frozen=True)
class LoRAConfig:
    max_loras: int = 4
    max_rank: int = 4
    scaling: float = 0.5


class LoRAAdapterManager:
    """LRU of resident adapters; slot 0 is reserved for "no adapter"."""

    def __init__(self, in_features: int, out_features: int, config: LoRAConfig = LoRAConfig()):
        self.config = config
        n = config.max_loras + 1
        self.lora_a = torch.zeros(n, config.max_rank, in_features)
        self.lora_b = torch.zeros(n, out_features, config.max_rank)
        self._slot_of: Dict[int, int] = {0: 0}
        self._lru: "OrderedDict[int, int]" = OrderedDict()

    def _free_slot(self) -> int:
        used = set(self._slot_of.values())
        for s in range(1, self.config.max_loras + 1):
            if s not in used:
                return s
        adapter_id, slot = self._lru.popitem(last=False)
        del self._slot_of[adapter_id]
        return slot

    def activate(self, adapter_id: int, a: torch.Tensor, b: torch.Tensor) -> int:
        slot = self._free_slot()
        rank = a.shape[0]
        self.lora_a[slot].zero_()
        self.lora_b[slot].zero_()
        self.lora_a[slot, :rank] = a
        self.lora_b[slot, :, :rank] = b
        self._slot_of[adapter_id] = slot
        self._lru[adapter_id] = slot
        return slot

    def slots_for(self, adapter_ids: torch.Tensor) -> torch.Tensor:
        slots: List[int] = []
        for adapter_id in adapter_ids.tolist():
            slots.append(self._slot_of[adapter_id])
        return torch.tensor(slots, dtype=torch.long, device=adapter_ids.device)
