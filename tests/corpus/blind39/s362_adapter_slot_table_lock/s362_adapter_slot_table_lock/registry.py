"""Thread-safe adapter registry.

Adapters are loaded by a background worker (tokenizer manager process) while
the scheduler reads the slot table, so every access goes through ``_lock``.
"""
import threading
from dataclasses import dataclass, field
from typing import Dict, Optional


@dataclass
class LoRARef:
    lora_id: str
    lora_name: str
    lora_path: str
    rank: int = 4
    alpha: float = 8.0


@dataclass
class SlotTable:
    num_slots: int
    uid_to_slot: Dict[str, int] = field(default_factory=dict)
    slot_to_ref: Dict[int, LoRARef] = field(default_factory=dict)


class LoRARegistry:
    def __init__(self, num_slots: int):
        self._lock = threading.RLock()
        self._table = SlotTable(num_slots)

    def register(self, ref: LoRARef) -> int:
        with self._lock:
            slot = len(self._table.uid_to_slot)
            if slot >= self._table.num_slots:
                raise RuntimeError("no free LoRA slot")
            self._table.uid_to_slot[ref.lora_id] = slot
            self._table.slot_to_ref[slot] = ref
            return slot

    def lookup(self, slot: int) -> Optional[LoRARef]:
        with self._lock:
            return self._table.slot_to_ref.get(slot)

    def slot_scalings(self) -> list:
        with self._lock:
            out = [0.0] * self._table.num_slots
            for slot, ref in self._table.slot_to_ref.items():
                out[slot] = ref.alpha / ref.rank
            return out
