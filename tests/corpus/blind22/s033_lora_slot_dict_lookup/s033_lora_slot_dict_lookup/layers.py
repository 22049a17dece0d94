from __future__ import annotations

import torch
import torch.nn as nn

from .manager import LoRAAdapter, LoRAManager


class LoRAColumnLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, rank: int = 4, max_loras: int = 4):
        super().__init__()
        self.base = nn.Linear(in_features, out_features, bias=False)
        self.lora = LoRAManager(in_features, out_features, rank, max_loras)

    def _gather_weights(self, adapter_ids: torch.Tensor):
        slots = torch.tensor(self.lora.slots_for(adapter_ids), dtype=torch.long)
        return self.lora.stacked_a[slots], self.lora.stacked_b[slots], self.lora.scalings[slots]

    def _apply_lora(self, x: torch.Tensor, out: torch.Tensor, adapter_ids: torch.Tensor) -> torch.Tensor:
        a, b, scale = self._gather_weights(adapter_ids)
        # per-token bmm: [T, r, in] @ [T, in, 1] -> [T, r, 1]
        shrink = torch.bmm(a, x.unsqueeze(-1))
        expand = torch.bmm(b, shrink).squeeze(-1)
        return out + expand * scale.unsqueeze(-1)

    @torch.compile(fullgraph=True)
    def forward_batched(self, x: torch.Tensor, adapter_ids: torch.Tensor) -> torch.Tensor:
        out = self.base(x)
        return self._apply_lora(x, out, adapter_ids)


def build_demo_layer() -> LoRAColumnLinear:
    torch.manual_seed(0)
    layer = LoRAColumnLinear(16, 24, rank=4)
    for aid in (3, 7, 11):
        adapter = LoRAAdapter(aid, torch.randn(4, 16) * 0.01, torch.randn(24, 4) * 0.01, scaling=0.5)
        layer.lora.activate(adapter)
    return layer
