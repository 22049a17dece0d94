from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, List

import torch


@dataclass(frozen=True)
class LoRAConfig:
    max_loras: int = 4
    max_rank: int = 4
    alpha: float = 8.0

    @property
    def scaling(self) -> float:
        return self.alpha / self.max_rank


class LoRAManager:
    """Keeps the stacked A/B weights of every resident adapter for one linear layer."""

    def __init__(self, config: LoRAConfig, in_features: int, out_features: int):
        self.config = config
        self.name_to_slot: Dict[str, int] = {}
        self.lora_a = torch.zeros(config.max_loras, config.max_rank, in_features)
        self.lora_b = torch.zeros(config.max_loras, out_features, config.max_rank)

    def load_adapter(self, name: str, a: torch.Tensor, b: torch.Tensor) -> int:
        if name in self.name_to_slot:
            return self.name_to_slot[name]
        slot = len(self.name_to_slot)
        if slot >= self.config.max_loras:
            raise RuntimeError("no free LoRA slot")
        self.lora_a[slot, : a.shape[0]] = a
        self.lora_b[slot, :, : b.shape[1]] = b
        self.name_to_slot[name] = slot
        return slot

    def slots_for(self, names: List[str]) -> List[int]:
        return [self.name_to_slot.get(n, -1) for n in names]
