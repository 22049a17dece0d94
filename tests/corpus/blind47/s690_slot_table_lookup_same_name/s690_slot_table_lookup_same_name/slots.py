from __future__ import annotations

from typing import Sequence

import torch


class ResidentSlotTable:
    """Adapters currently loaded into the stacked LoRA buffers; slot 0 is the null adapter."""

    NO_LORA_SLOT = 0

    def __init__(self, max_loras: int):
        self.max_loras = max_loras
        self._slot_of: dict[str, int] = {}
        self._scaling: list[float] = [0.0] * (max_loras + 1)

    def insert(self, name: str, scaling: float) -> int:
        slot = len(self._slot_of) + 1
        self._slot_of[name] = slot
        self._scaling[slot] = scaling
        return slot

    def lookup(self, name: str | None) -> int:
        if name is None:
            return self.NO_LORA_SLOT
        return self._slot_of.get(name, self.NO_LORA_SLOT)

    def scaling_vector(self) -> list[float]:
        return list(self._scaling)

    def token_slots(self, adapter_names: Sequence[str | None], tokens_per_req: int) -> list[int]:
        out: list[int] = []
        for name in adapter_names:
            out.extend([self.lookup(name)] * tokens_per_req)
        return out
