"""Dense-dispatch MoE block (every expert runs; outputs are masked)."""
from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .router import TopKRouter


class Experts(nn.Module):
    def __init__(self, num_experts: int, hidden: int, inter: int) -> None:
        super().__init__()
        self.w13 = nn.Parameter(torch.randn(num_experts, 2 * inter, hidden) * 0.02)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden, inter) * 0.02)

    def forward(self, x: torch.Tensor, weights: torch.Tensor, ids: torch.Tensor) -> torch.Tensor:
        h = torch.einsum("td,eid->tei", x, self.w13)
        gate, up = h.chunk(2, dim=-1)
        y = torch.einsum("tei,edi->ted", F.silu(gate) * up, self.w2)
        combine = torch.zeros(x.shape[0], self.w13.shape[0], dtype=x.dtype)
        combine = combine.scatter_add(1, ids, weights)
        return (y * combine.unsqueeze(-1)).sum(dim=1)


class MoEBlock(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16, num_experts: int = 4, top_k: int = 2) -> None:
        super().__init__()
        self.router = TopKRouter(hidden, num_experts, top_k)
        self.experts = Experts(num_experts, hidden, inter)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        weights, ids = self.router(x)
        return x + self.experts(x, weights, ids)


_BLOCK = MoEBlock()


def _forward(hidden_states: torch.Tensor) -> torch.Tensor:
    return _BLOCK(hidden_states)


step = torch.compile(_forward, fullgraph=True)
