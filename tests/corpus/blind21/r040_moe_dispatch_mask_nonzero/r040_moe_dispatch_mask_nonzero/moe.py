from __future__ import annotations

import torch
from torch import nn

from .router import TopKRouter


class Expert(nn.Module):
    def __init__(self, hidden: int, inter: int) -> None:
        super().__init__()
        self.w1 = nn.Linear(hidden, inter, bias=False)
        self.w3 = nn.Linear(hidden, inter, bias=False)
        self.w2 = nn.Linear(inter, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.w2(torch.nn.functional.silu(self.w1(x)) * self.w3(x))


class SparseMoE(nn.Module):
    def __init__(self, hidden: int = 16, inter: int = 32, num_experts: int = 4, top_k: int = 2) -> None:
        super().__init__()
        self.router = TopKRouter(hidden, num_experts, top_k, capacity_factors=[1.25, 1.5, 8.0])
        self.experts = nn.ModuleList(Expert(hidden, inter) for _ in range(num_experts))

    def _dispatch(self, x: torch.Tensor, weights: torch.Tensor, topk_ids: torch.Tensor) -> torch.Tensor:
        out = torch.zeros_like(x)
        capacity = self.router.capacity(x.shape[0])
        for e, expert in enumerate(self.experts):
            hit = topk_ids == e  # [tokens, top_k]
            token_idx, slot_idx = hit.nonzero(as_tuple=True)
            # drop tokens beyond the expert's capacity (first come, first served)
            token_idx = token_idx[:capacity]
            slot_idx = slot_idx[:capacity]
            y = expert(x[token_idx])
            w = weights[token_idx, slot_idx].unsqueeze(-1)
            out.index_add_(0, token_idx, y * w)
        return out

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        weights, topk_ids, logits = self.router(x)
        out = self._dispatch(x, weights, topk_ids)
        # tokens whose router logits blew up get passed through unchanged
        bad = ~torch.isfinite(logits).all(dim=-1, keepdim=True)
        return torch.where(bad, x, out)


_MOE = SparseMoE()


@torch.compile(fullgraph=True)
def moe_forward(x: torch.Tensor) -> torch.Tensor:
    return _MOE(x)
