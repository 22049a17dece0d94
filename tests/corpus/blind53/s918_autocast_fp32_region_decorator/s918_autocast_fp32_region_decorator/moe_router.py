from typing import Tuple

import torch
import torch.nn.functional as F
from torch import nn

from .amp import autocast_region, fp32_region


@fp32_region("cpu")
def router_softmax(logits: torch.Tensor) -> torch.Tensor:
    return F.softmax(logits, dim=-1)


@fp32_region("cpu")
def router_sigmoid(logits: torch.Tensor) -> torch.Tensor:
    return torch.sigmoid(logits)


SCORING_FUNCS = {
    "softmax": router_softmax,
    "sigmoid": router_sigmoid,
}


class TopKRouter(nn.Module):
    def __init__(self, hidden_size: int, num_experts: int, top_k: int, scoring_func: str = "softmax"):
        super().__init__()
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.top_k = top_k
        self.score_fn = SCORING_FUNCS[scoring_func]

    def forward(self, hidden_states: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        scores = self.score_fn(self.gate(hidden_states))
        weights, ids = torch.topk(scores, self.top_k, dim=-1)
        weights = weights / weights.sum(dim=-1, keepdim=True)
        return weights, ids


class SparseMoeBlock(nn.Module):
    def __init__(self, hidden_size: int = 8, inter: int = 16, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.router = TopKRouter(hidden_size, num_experts, top_k)
        self.w1 = nn.Parameter(torch.randn(num_experts, hidden_size, inter) * 0.1)
        self.w2 = nn.Parameter(torch.randn(num_experts, inter, hidden_size) * 0.1)

    @autocast_region(torch.bfloat16, "cpu")
    def _experts(self, x: torch.Tensor, weights: torch.Tensor, ids: torch.Tensor) -> torch.Tensor:
        h = torch.einsum("th,thi->ti", x, self.w1[ids[:, 0]])
        out = torch.einsum("ti,tih->th", F.silu(h), self.w2[ids[:, 0]])
        return out * weights[:, :1].to(out.dtype)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        weights, ids = self.router(hidden_states)
        return self._experts(hidden_states, weights, ids).to(hidden_states.dtype)


moe = torch.compile(SparseMoeBlock(), fullgraph=True)
