"""Host-side adapter registry: names -> slots, stacked padded weights."""
from __future__ import annotations

import functools
import os
from typing import Dict, Tuple

import torch

_RANK_ALIGN = int(os.environ.get("LORA_RANK_ALIGN", "8"))


@functools.lru_cache(maxsize=None)
def padded_rank(rank: int, align: int = _RANK_ALIGN) -> int:
    return max(align, (rank + align - 1) // align * align)


class AdapterRegistry:
    def __init__(self, in_features: int, out_features: int, max_loras: int, max_rank: int):
        self.max_loras = max_loras
        self.max_rank = padded_rank(max_rank)
        self.slots: Dict[str, int] = {}
        self.scales = torch.zeros(max_loras)
        self.a = torch.zeros(max_loras, self.max_rank, in_features)
        self.b = torch.zeros(max_loras, out_features, self.max_rank)

    def load(self, name: str, a: torch.Tensor, b: torch.Tensor, alpha: float) -> int:
        slot = self.slots.setdefault(name, len(self.slots))
        if slot >= self.max_loras:
            raise RuntimeError(f"no free LoRA slot for {name!r}")
        rank = a.shape[0]
        self.a[slot, :rank] = a
        self.b[slot, :, :rank] = b
        self.scales[slot] = alpha / rank
        return slot

    def weights(self, slot: int) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        return self.a[slot], self.b[slot], self.scales[slot]
