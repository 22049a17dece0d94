from __future__ import annotations

from typing import NamedTuple

import torch


class RoutingResult(NamedTuple):
    topk_weights: torch.Tensor   # [T, k]
    topk_ids: torch.Tensor       # [T, k]
    sorted_token_ids: torch.Tensor  # [T * k] token index for each (token, slot), expert-major
    sorted_expert_ids: torch.Tensor  # [T * k]
    tokens_per_expert: torch.Tensor  # [E]


class TopKRouter(torch.nn.Module):
    def __init__(self, hidden: int, num_experts: int, top_k: int, renormalize: bool = True):
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.renormalize = renormalize
        self.gate = torch.nn.Linear(hidden, num_experts, bias=False)

    def forward(self, x: torch.Tensor) -> RoutingResult:
        logits = self.gate(x).float()
        probs = torch.softmax(logits, dim=-1)
        topk_weights, topk_ids = torch.topk(probs, self.top_k, dim=-1)
        if self.renormalize:
            topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        return align_tokens(topk_weights, topk_ids, self.num_experts)


def align_tokens(topk_weights: torch.Tensor, topk_ids: torch.Tensor, num_experts: int) -> RoutingResult:
    flat_ids = topk_ids.reshape(-1)
    order = torch.argsort(flat_ids, stable=True)
    token_ids = order // topk_ids.shape[1]
    counts = torch.bincount(flat_ids, minlength=num_experts)
    return RoutingResult(topk_weights, topk_ids, token_ids, flat_ids[order], counts)
