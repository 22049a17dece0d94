from __future__ import annotations

import torch
from torch import nn

from .registry import AdapterRegistry


class LoRAColumnLinear(nn.Module):
    """Column-parallel linear with stacked LoRA slots; one adapter active per batch."""

    def __init__(self, in_features: int, out_features: int, max_loras: int, max_rank: int,
                 registry: AdapterRegistry):
        super().__init__()
        self.base = nn.Linear(in_features, out_features, bias=False)
        self.registry = registry
        self.register_buffer("lora_a_stacked", torch.zeros(max_loras, max_rank, in_features))
        self.register_buffer("lora_b_stacked", torch.zeros(max_loras, out_features, max_rank))
        self.active_adapter: str | None = None

    def set_active_adapter(self, name: str | None) -> None:
        self.active_adapter = name

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = self.base(x)
        entry = self.registry.resolve(self.active_adapter)
        if entry is None:
            return out
        a = self.lora_a_stacked[entry.slot, : entry.rank]
        b = self.lora_b_stacked[entry.slot, :, : entry.rank]
        return out + (x @ a.t()) @ b.t() * entry.scaling
