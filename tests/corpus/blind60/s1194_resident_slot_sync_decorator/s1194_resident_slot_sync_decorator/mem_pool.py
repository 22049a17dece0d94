from collections import OrderedDict
from typing import Dict, Optional

import torch


class LoRAMemoryPool:
    """GPU-resident slots for adapter weights, filled from a host-side cache."""

    def __init__(self, num_slots: int, rank: int, hidden: int, intermediate: int):
        self.num_slots = num_slots
        self.gate_up_A = torch.zeros(num_slots, rank, hidden)
        self.gate_up_B = torch.zeros(num_slots, 2 * intermediate, rank)
        self.down_A = torch.zeros(num_slots, rank, intermediate)
        self.down_B = torch.zeros(num_slots, hidden, rank)
        self.scalings = torch.zeros(num_slots)
        self.host_adapters: Dict[int, Dict[str, torch.Tensor]] = {}
        self.resident: "OrderedDict[int, int]" = OrderedDict()

    def add_host_adapter(self, adapter_id: int, weights: Dict[str, torch.Tensor], scaling: float) -> None:
        weights = dict(weights)
        weights["scaling"] = torch.tensor(scaling)
        self.host_adapters[adapter_id] = weights

    def _evict_slot(self) -> int:
        if len(self.resident) < self.num_slots:
            return len(self.resident)
        _, slot = self.resident.popitem(last=False)
        return slot

    def _load_into_slot(self, adapter_id: int, slot: int) -> None:
        w = self.host_adapters[adapter_id]
        self.gate_up_A[slot].copy_(w["gate_up_A"])
        self.gate_up_B[slot].copy_(w["gate_up_B"])
        self.down_A[slot].copy_(w["down_A"])
        self.down_B[slot].copy_(w["down_B"])
        self.scalings[slot] = w["scaling"]

    @torch.compiler.disable
    def ensure_resident(self, adapter_ids: torch.Tensor) -> torch.Tensor:
        slots = []
        for adapter_id in adapter_ids.tolist():
            if adapter_id not in self.resident:
                self.resident[adapter_id] = self._evict_slot()
                self._load_into_slot(adapter_id, self.resident[adapter_id])
            self.resident.move_to_end(adapter_id)
            slots.append(self.resident[adapter_id])
        return torch.tensor(slots, dtype=torch.long)


_GLOBAL_POOL: Optional[LoRAMemoryPool] = None


def init_global_pool(num_slots: int, rank: int, hidden: int, intermediate: int) -> LoRAMemoryPool:
    global _GLOBAL_POOL
    _GLOBAL_POOL = LoRAMemoryPool(num_slots, rank, hidden, intermediate)
    return _GLOBAL_POOL


def get_global_pool() -> LoRAMemoryPool:
    assert _GLOBAL_POOL is not None, "LoRA memory pool is not initialized"
    return _GLOBAL_POOL
