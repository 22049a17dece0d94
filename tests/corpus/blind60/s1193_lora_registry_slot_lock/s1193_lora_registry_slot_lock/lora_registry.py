import threading
from dataclasses import dataclass, field
from typing import Dict, List, Optional


@dataclass(frozen=True)
class LoRARef:
    lora_name: str
    lora_path: str
    lora_id: str = field(default="")
    pinned: bool = False


class LoRARegistry:
    """Maps adapter ids to memory-pool slots and tracks in-flight usage."""

    def __init__(self, max_loras_per_batch: int):
        self._lock = threading.RLock()
        self._registry: Dict[str, LoRARef] = {}
        self._slot_of: Dict[str, int] = {}
        self._free_slots: List[int] = list(range(1, max_loras_per_batch))
        self._inflight: Dict[str, int] = {}

    def register(self, ref: LoRARef) -> None:
        self._registry[ref.lora_id] = ref
        if self._free_slots:
            self._slot_of[ref.lora_id] = self._free_slots.pop(0)

    def unregister(self, lora_id: str) -> Optional[LoRARef]:
        ref = self._registry.pop(lora_id, None)
        slot = self._slot_of.pop(lora_id, None)
        if slot is not None:
            self._free_slots.append(slot)
        return ref

    def acquire_slot(self, lora_id: Optional[str]) -> int:
        if lora_id is None:
            return 0
        with self._lock:
            self._inflight[lora_id] = self._inflight.get(lora_id, 0) + 1
            return self._slot_of[lora_id]

    def release(self, lora_id: Optional[str]) -> None:
        if lora_id is None:
            return
        self._inflight[lora_id] -= 1
