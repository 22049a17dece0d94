from __future__ import annotations

import torch
from torch import nn

from .dispatch_base import TokenDispatcher

MOE_DISPATCHER = "skip_empty"
NUM_EXPERTS = 4
TOP_K = 2
HIDDEN = 8


class ExpertMLP(nn.Module):
    def __init__(self, hidden: int, inter: int) -> None:
        super().__init__()
        self.w1 = nn.Linear(hidden, inter, bias=False)
        self.w2 = nn.Linear(inter, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.w2(nn.functional.silu(self.w1(x)))


_EXPERTS = nn.ModuleList(ExpertMLP(HIDDEN, 2 * HIDDEN) for _ in range(NUM_EXPERTS)).eval()
_DISPATCHER = TokenDispatcher.create(MOE_DISPATCHER, NUM_EXPERTS, TOP_K)


@torch.compile(fullgraph=True, dynamic=False)
def fused_moe(hidden_states: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
    topk_weights, topk_ids = torch.topk(router_logits.softmax(dim=-1), TOP_K, dim=-1)
    topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
    return _DISPATCHER.combine(hidden_states, topk_weights, topk_ids, _EXPERTS)
