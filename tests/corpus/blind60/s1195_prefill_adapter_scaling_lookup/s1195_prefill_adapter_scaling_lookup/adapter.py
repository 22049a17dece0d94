from typing import Dict, List, Optional

import torch

from .lora_config import LoRAConfig


class LoRAAdapter:
    def __init__(self, uid: str, config: LoRAConfig, hidden: int, max_rank: int, seed: int):
        self.uid = uid
        self.config = config
        g = torch.Generator().manual_seed(seed)
        a = torch.zeros(max_rank, hidden)
        b = torch.zeros(hidden, max_rank)
        a[: config.r] = torch.randn(config.r, hidden, generator=g) * 0.02
        b[:, : config.r] = torch.randn(hidden, config.r, generator=g) * 0.02
        self.weights: Dict[str, torch.Tensor] = {"q_proj.lora_A": a, "q_proj.lora_B": b}


class LoRAAdapterTable:
    """Slot-indexed view of the adapters that are resident for the current batch."""

    def __init__(self, max_loras_per_batch: int, hidden: int, max_rank: int):
        self.slots: List[Optional[LoRAAdapter]] = [None] * max_loras_per_batch
        self.scaling_by_slot: Dict[int, float] = {}
        self.lora_A = torch.zeros(max_loras_per_batch, max_rank, hidden)
        self.lora_B = torch.zeros(max_loras_per_batch, hidden, max_rank)

    def install(self, slot: int, adapter: LoRAAdapter) -> None:
        self.slots[slot] = adapter
        self.scaling_by_slot[slot] = adapter.config.scaling
        self.lora_A[slot] = adapter.weights["q_proj.lora_A"]
        self.lora_B[slot] = adapter.weights["q_proj.lora_B"]

    def scaling_for_slot(self, slot: int) -> float:
        return self.scaling_by_slot.get(slot, 0.0)
