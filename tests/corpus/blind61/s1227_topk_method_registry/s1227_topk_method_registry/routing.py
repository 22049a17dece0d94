from __future__ import annotations

from typing import Callable, Dict, Optional

import torch

from .external_router import external_routing

RoutingFn = Callable[..., "tuple[torch.Tensor, torch.Tensor]"]
ROUTING_METHODS: Dict[str, RoutingFn] = {}


def register_routing_method(name: str):
    def decorator(fn: RoutingFn) -> RoutingFn:
        if name in ROUTING_METHODS:
            raise ValueError(f"routing method {name!r} registered twice")
        ROUTING_METHODS[name] = fn
        return fn

    return decorator


def get_routing_method(name: str) -> RoutingFn:
    return ROUTING_METHODS[name]


@register_routing_method("greedy")
def greedy_topk(hidden_states, router_logits, top_k, *, renormalize=True, **kwargs):
    scores = router_logits.softmax(dim=-1, dtype=torch.float32)
    topk_weights, topk_ids = torch.topk(scores, k=top_k, dim=-1, sorted=False)
    if renormalize:
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
    return topk_weights, topk_ids


@register_routing_method("noaux_tc")
def noaux_tc_topk(
    hidden_states,
    router_logits,
    top_k,
    *,
    num_expert_group: int,
    topk_group: int,
    correction_bias: Optional[torch.Tensor] = None,
    routed_scaling_factor: float = 1.0,
    renormalize: bool = True,
):
    num_tokens, num_experts = router_logits.shape
    scores = router_logits.sigmoid()
    scores_for_choice = scores if correction_bias is None else scores + correction_bias.unsqueeze(0)
    group_scores = (
        scores_for_choice.view(num_tokens, num_expert_group, -1).topk(2, dim=-1)[0].sum(dim=-1)
    )
    group_idx = torch.topk(group_scores, k=topk_group, dim=-1, sorted=False)[1]
    group_mask = torch.zeros_like(group_scores).scatter_(1, group_idx, 1)
    score_mask = (
        group_mask.unsqueeze(-1)
        .expand(num_tokens, num_expert_group, num_experts // num_expert_group)
        .reshape(num_tokens, -1)
    )
    tmp_scores = scores_for_choice.masked_fill(~score_mask.bool(), 0.0)
    topk_ids = torch.topk(tmp_scores, k=top_k, dim=-1, sorted=False)[1]
    topk_weights = scores.gather(1, topk_ids)
    if renormalize:
        topk_weights = topk_weights / (topk_weights.sum(dim=-1, keepdim=True) + 1e-20)
    return topk_weights * routed_scaling_factor, topk_ids


register_routing_method("external")(external_routing)
