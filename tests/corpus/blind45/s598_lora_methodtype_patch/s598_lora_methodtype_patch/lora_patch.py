from __future__ import annotations

import types
from dataclasses import dataclass
from typing import Dict, Iterable, Optional

import torch
from torch import nn

from .punica import add_lora_shrink_expand


@dataclass
class LoRAWeights:
    lora_a: torch.Tensor  # [rank, in]
    lora_b: torch.Tensor  # [out, rank]
    scaling: float


def _lora_linear_forward(self: nn.Linear, x: torch.Tensor) -> torch.Tensor:
    out = self._lora_base_forward(x)
    adapter: Optional[LoRAWeights] = self.lora_adapters.get(self.active_adapter)
    if adapter is None:
        return out
    return add_lora_shrink_expand(out, x, adapter.lora_a, adapter.lora_b, adapter.scaling)


def inject_lora(model: nn.Module, adapter_name: str, target_modules: Iterable[str], rank: int = 2, alpha: float = 4.0):
    targets = set(target_modules)
    patched: Dict[str, nn.Linear] = {}
    for name, module in model.named_modules():
        if not isinstance(module, nn.Linear) or name.rsplit(".", 1)[-1] not in targets:
            continue
        if not hasattr(module, "lora_adapters"):
            module._lora_base_forward = module.forward
            module.lora_adapters = {}
            module.forward = types.MethodType(_lora_linear_forward, module)
        module.lora_adapters[adapter_name] = LoRAWeights(
            lora_a=torch.randn(rank, module.in_features) * 0.01,
            lora_b=torch.zeros(module.out_features, rank),
            scaling=alpha / rank,
        )
        module.active_adapter = adapter_name
        patched[name] = module
    return patched
