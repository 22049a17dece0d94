"""Top-k routing and the bookkeeping the dispatcher needs."""
from __future__ import annotations

from typing import NamedTuple

import torch


class RoutingResult(NamedTuple):
    expert_ids: torch.Tensor      # [tokens, k]
    weights: torch.Tensor         # [tokens, k]
    tokens_per_expert: torch.Tensor  # [num_experts]


def route(router_logits: torch.Tensor, top_k: int, renormalize: bool = True) -> RoutingResult:
    probs = torch.softmax(router_logits, dim=-1, dtype=torch.float32)
    weights, expert_ids = torch.topk(probs, top_k, dim=-1)
    if renormalize:
        weights = weights / weights.sum(dim=-1, keepdim=True)
    counts = torch.bincount(expert_ids.flatten(), minlength=router_logits.shape[-1])
    return RoutingResult(expert_ids, weights, counts)


def load_balance_loss(result: RoutingResult, num_tokens: int) -> torch.Tensor:
    counts = result.tokens_per_expert
    busiest = int(counts.max())
    # one entry per routed (token, slot) pair, sorted by expert id
    slot_expert = torch.repeat_interleave(torch.arange(counts.numel()), counts)
    frac = torch.bincount(slot_expert, minlength=counts.numel()).float() / slot_expert.numel()
    return frac.pow(2).sum() * busiest * num_tokens
