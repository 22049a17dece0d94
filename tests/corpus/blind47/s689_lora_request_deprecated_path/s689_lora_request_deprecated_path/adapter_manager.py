from __future__ import annotations

import torch

from .request import LoRARequest


class ResidentAdapterTable:
    """Maps (adapter id, checkpoint path) to the GPU slot holding its weights."""

    def __init__(self, max_loras: int, max_rank: int, dim: int):
        self.max_loras = max_loras
        self.lora_a = torch.zeros(max_loras, max_rank, dim)
        self.lora_b = torch.zeros(max_loras, dim, max_rank)
        self._slot_by_key: dict[tuple[int, str], int] = {}

    @staticmethod
    def _key(request: LoRARequest) -> tuple[int, str]:
        return (request.adapter_id, request.lora_local_path)

    def activate(self, request: LoRARequest, lora_a: torch.Tensor, lora_b: torch.Tensor) -> int:
        key = self._key(request)
        slot = self._slot_by_key.setdefault(key, len(self._slot_by_key))
        self.lora_a[slot].copy_(lora_a)
        self.lora_b[slot].copy_(lora_b)
        return slot

    def slot_of(self, request: LoRARequest | None) -> int:
        if request is None:
            return -1
        return self._slot_by_key.get(self._key(request), -1)
