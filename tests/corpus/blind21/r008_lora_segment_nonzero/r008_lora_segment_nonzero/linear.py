"""Base linear + sum over adapters of the tokens routed to each slot."""
from __future__ import annotations

import torch
from torch import nn

from .registry import AdapterRegistry, padded_rank

NO_LORA = -1


class MultiLoRALinear(nn.Module):
    def __init__(self, base: nn.Linear, registry: AdapterRegistry):
        super().__init__()
        self.base = base
        self.registry = registry

    def _shrink_expand(self, x: torch.Tensor, slot: int) -> torch.Tensor:
        a, b, scale = self.registry.weights(slot)
        r = padded_rank(self.registry.max_rank)
        return (x @ a[:r].t()) @ b[:, :r].t() * scale

    def forward(self, x: torch.Tensor, token_slots: torch.Tensor) -> torch.Tensor:
        out = self.base(x)
        for slot in range(self.registry.max_loras):
            idx = (token_slots == slot).nonzero().squeeze(-1)
            delta = self._shrink_expand(x.index_select(0, idx), slot)
            out = out.index_add(0, idx, delta)
        return out


def _make_layer() -> MultiLoRALinear:
    g = torch.Generator().manual_seed(0)
    reg = AdapterRegistry(8, 8, max_loras=2, max_rank=4)
    reg.load("sql-adapter", torch.randn(4, 8, generator=g), torch.randn(8, 4, generator=g), alpha=8.0)
    reg.load("chat-adapter", torch.randn(2, 8, generator=g), torch.randn(8, 2, generator=g), alpha=4.0)
    return MultiLoRALinear(nn.Linear(8, 8), reg)


lora_proj = torch.compile(_make_layer(), fullgraph=True)
