from __future__ import annotations

from typing import Dict

import torch

from .config import LoRAConfig


class AdapterSlotError(ValueError):
    pass


class LoRAManager:
    """Owns the stacked A/B buffers of every LoRA-enabled linear layer.

    Adapters are loaded into fixed slots; requests carry a slot id per token.
    """

    def __init__(self, config: LoRAConfig):
        self.config = config
        self._slots: Dict[str, int] = {}
        self._layers: Dict[str, "torch.nn.Module"] = {}

    # ------------------------------------------------------------------ #
    # registration (load time)
    # ------------------------------------------------------------------ #
    def register_layer(self, name: str, layer) -> None:
        self._layers[name] = layer

    def add_adapter(self, adapter_name: str, seed: int = 0) -> int:
        if len(self._slots) >= self.config.max_loras:
            raise AdapterSlotError("no free LoRA slot")
        slot = len(self._slots)
        gen = torch.Generator().manual_seed(seed)
        for layer in self._layers.values():
            layer.lora_a.data[slot].normal_(generator=gen).mul_(0.02)
            layer.lora_b.data[slot].normal_(generator=gen).mul_(0.02)
        self._slots[adapter_name] = slot
        return slot

    # ------------------------------------------------------------------ #
    # per step
    # ------------------------------------------------------------------ #
    def _validate_slots(self, adapter_ids: torch.Tensor) -> None:
        # catch requests that point at an adapter that was evicted meanwhile
        highest = int(adapter_ids.max())
        if highest >= self.config.max_loras:
            raise AdapterSlotError(f"adapter slot {highest} out of range")

    def token_mask(self, adapter_ids: torch.Tensor) -> torch.Tensor:
        self._validate_slots(adapter_ids)
        return (adapter_ids != self.config.no_lora_id).unsqueeze(-1)

    def apply(self, x: torch.Tensor, base_out: torch.Tensor, layer, adapter_ids: torch.Tensor) -> torch.Tensor:
        mask = self.token_mask(adapter_ids)
        safe_ids = adapter_ids.clamp(min=0)
        a = layer.lora_a[safe_ids]  # [T, in, r]
        b = layer.lora_b[safe_ids]  # [T, r, out]
        delta = torch.bmm(torch.bmm(x.unsqueeze(1), a), b).squeeze(1)
        return base_out + delta * mask * self.config.scaling
