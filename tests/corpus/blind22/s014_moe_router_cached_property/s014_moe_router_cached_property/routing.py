"""Routing functions keyed by (scoring_func, use_grouped_topk)."""
from typing import Callable, Dict, Tuple

import torch

RoutingFn = Callable[..., Tuple[torch.Tensor, torch.Tensor]]
_ROUTING_IMPLS: Dict[Tuple[str, bool], RoutingFn] = {}


def routing_impl(scoring: str, grouped: bool):
    def deco(fn: RoutingFn) -> RoutingFn:
        _ROUTING_IMPLS[(scoring, grouped)] = fn
        return fn

    return deco


def get_routing_impl(scoring: str, grouped: bool) -> RoutingFn:
    try:
        return _ROUTING_IMPLS[(scoring, grouped)]
    except KeyError:
        raise ValueError(f"unsupported routing: scoring={scoring!r} grouped={grouped}") from None


@routing_impl("softmax", False)
def softmax_topk(logits, top_k, renormalize, num_groups=1, topk_groups=1):
    scores = torch.softmax(logits, dim=-1, dtype=torch.float32)
    w, ids = torch.topk(scores, top_k, dim=-1)
    if renormalize:
        w = w / w.sum(dim=-1, keepdim=True)
    return w, ids


@routing_impl("sigmoid", False)
def sigmoid_topk(logits, top_k, renormalize, num_groups=1, topk_groups=1):
    scores = torch.sigmoid(logits.float())
    w, ids = torch.topk(scores, top_k, dim=-1)
    if renormalize:
        w = w / w.sum(dim=-1, keepdim=True)
    return w, ids


@routing_impl("softmax", True)
def grouped_softmax_topk(logits, top_k, renormalize, num_groups=1, topk_groups=1):
    scores = torch.softmax(logits, dim=-1, dtype=torch.float32)
    t, e = scores.shape
    group_scores = scores.view(t, num_groups, -1).amax(dim=-1)
    group_idx = torch.topk(group_scores, topk_groups, dim=-1).indices
    group_mask = torch.zeros_like(group_scores).scatter_(1, group_idx, 1.0)
    score_mask = group_mask.unsqueeze(-1).expand(t, num_groups, e // num_groups).reshape(t, e)
    masked = scores.masked_fill(score_mask == 0, 0.0)
    w, ids = torch.topk(masked, top_k, dim=-1)
    if renormalize:
        w = w / w.sum(dim=-1, keepdim=True)
    return w, ids
