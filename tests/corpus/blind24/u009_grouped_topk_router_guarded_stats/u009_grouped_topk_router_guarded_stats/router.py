from __future__ import annotations

import torch

from . import envs
from .stats import ROUTER_STATS


def _debug_dump(scores: torch.Tensor, topk_ids: torch.Tensor) -> None:
    print("router scores", scores.tolist())
    print("router ids", topk_ids.tolist())


def grouped_topk(
    gating_output: torch.Tensor,
    topk: int,
    num_expert_group: int,
    topk_group: int,
    renormalize: bool = True,
    routed_scaling_factor: float = 1.0,
):
    scores = torch.sigmoid(gating_output)
    num_tokens, num_experts = scores.shape
    grouped = scores.view(num_tokens, num_expert_group, -1)
    group_scores = grouped.topk(2, dim=-1).values.sum(-1)
    group_idx = torch.topk(group_scores, k=topk_group, dim=-1, sorted=False).indices
    group_mask = torch.zeros_like(group_scores).scatter_(1, group_idx, 1)
    score_mask = group_mask.unsqueeze(-1).expand_as(grouped).reshape(num_tokens, num_experts)
    masked = scores.masked_fill(~score_mask.bool(), float("-inf"))
    topk_weights, topk_ids = torch.topk(masked, k=topk, dim=-1, sorted=False)
    if renormalize:
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
    topk_weights = topk_weights * routed_scaling_factor

    if envs.ROUTER_DEBUG:
        _debug_dump(scores, topk_ids)
    ROUTER_STATS.observe(topk_ids)
    return topk_weights, topk_ids.to(torch.int32)
