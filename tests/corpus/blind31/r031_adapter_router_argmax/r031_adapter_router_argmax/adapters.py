from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn


@dataclass
class AdapterSpec:
    name: str
    rank: int
    alpha: float

    @property
    def scaling(self) -> float:
        return self.alpha / self.rank


class LoRAAdapter(nn.Module):
    def __init__(self, spec: AdapterSpec, in_features: int, out_features: int):
        super().__init__()
        self.spec = spec
        self.lora_a = nn.Parameter(torch.randn(spec.rank, in_features) * 0.02)
        self.lora_b = nn.Parameter(torch.zeros(out_features, spec.rank))

    def delta(self, x: torch.Tensor) -> torch.Tensor:
        return (x @ self.lora_a.t()) @ self.lora_b.t() * self.spec.scaling


class AdapterBank(nn.Module):
    """Holds the adapters that are resident on the device."""

    def __init__(self, specs, in_features: int, out_features: int):
        super().__init__()
        self.adapters = nn.ModuleList(
            LoRAAdapter(s, in_features, out_features) for s in specs
        )

    def __len__(self) -> int:
        return len(self.adapters)

    def get(self, idx: int) -> LoRAAdapter:
        return self.adapters[idx]
