"""Column-parallel linear with a per-token LoRA delta (gather-bmm formulation)."""
from __future__ import annotations

import torch
from torch import nn

from .manager import LoRAAdapterManager, LoRAConfig


def _lora_delta(x: torch.Tensor, a: torch.Tensor, b: torch.Tensor, scaling: float) -> torch.Tensor:
    # x [T, in], a [T, r, in], b [T, out, r]
    h = torch.bmm(a, x.unsqueeze(-1))
    return torch.bmm(b, h).squeeze(-1) * scaling


class LoRAColumnLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, manager: LoRAAdapterManager):
        super().__init__()
        self.base = nn.Linear(in_features, out_features, bias=False)
        self.manager = manager

    def forward(self, x: torch.Tensor, token_adapter_ids: torch.Tensor) -> torch.Tensor:
        out = self.base(x)
        slots = self.manager.slots_for(token_adapter_ids)
        a = self.manager.lora_a.index_select(0, slots)
        b = self.manager.lora_b.index_select(0, slots)
        return out + _lora_delta(x, a, b, self.manager.config.scaling)


def _build() -> LoRAColumnLinear:
    g = torch.Generator().manual_seed(0)
    mgr = LoRAAdapterManager(8, 8, LoRAConfig())
    mgr.activate(7, torch.randn(2, 8, generator=g), torch.randn(8, 2, generator=g))
    mgr.activate(11, torch.randn(4, 8, generator=g), torch.randn(8, 4, generator=g))
    return LoRAColumnLinear(8, 8, mgr)


qkv_lora = torch.compile(_build(), fullgraph=True)
