from __future__ import annotations

import torch

from .adapters import AdapterRegistry, AdapterSpec
from .scaling import blend_scaling


class MultiLoRALinear(torch.nn.Module):
    def __init__(self, base: torch.nn.Linear, registry: AdapterRegistry, blend_mode: str = "mean") -> None:
        super().__init__()
        self.base = base
        self.registry = registry
        self.blend_mode = blend_mode
        r = max(registry.max_rank(), 1)
        n = registry.max_slots
        self.lora_a = torch.nn.Parameter(torch.randn(n, r, base.in_features) * 0.01)
        self.lora_b = torch.nn.Parameter(torch.zeros(n, base.out_features, r))
        self.register_buffer("slot_mask", torch.zeros(n), persistent=False)
        for i, _ in enumerate(registry):
            self.slot_mask[i] = 1.0

    def _lora_delta(self, x: torch.Tensor) -> torch.Tensor:
        # [n, r, in] x [tokens, in] -> [n, tokens, r] -> [n, tokens, out]
        h = torch.einsum("nri,ti->ntr", self.lora_a, x)
        d = torch.einsum("nor,ntr->nto", self.lora_b, h)
        d = d * self.slot_mask.view(-1, 1, 1)
        return d.sum(dim=0)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = self.base(x)
        if len(self.registry) == 0:
            return out
        scale = blend_scaling(self.registry.scalings(), self.blend_mode)
        return out + scale * self._lora_delta(x)


def build_default_layer() -> MultiLoRALinear:
    registry = AdapterRegistry(max_slots=4)
    registry.add(AdapterSpec("sql", rank=8, alpha=16.0))
    registry.add(AdapterSpec("chat", rank=4, alpha=8.0, use_rslora=True))
    return MultiLoRALinear(torch.nn.Linear(16, 24), registry)
