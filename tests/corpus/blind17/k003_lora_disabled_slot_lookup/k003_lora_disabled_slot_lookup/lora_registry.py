from __future__ import annotations

from dataclasses import dataclass

import torch


@dataclass(frozen=True)
class LoRARef:
    lora_id: int
    lora_name: str
    lora_path: str


class LoRARegistry:
    """Maps user-facing adapter names to GPU buffer slots."""

    def __init__(self, max_loras: int):
        self.max_loras = max_loras
        self._refs: dict[str, LoRARef] = {}
        self._slots: dict[int, int] = {}

    def register(self, ref: LoRARef) -> None:
        self._refs[ref.lora_name] = ref
        self._slots[ref.lora_id] = len(self._slots) + 1

    def slot_of(self, name: str | None) -> int:
        if name is None:
            return 0
        return self._slots[self._refs[name].lora_id]


@torch.compiler.disable
def resolve_weight_indices(registry: LoRARegistry, lora_names: list) -> torch.Tensor:
    return torch.tensor([registry.slot_of(n) for n in lora_names], dtype=torch.int64)
