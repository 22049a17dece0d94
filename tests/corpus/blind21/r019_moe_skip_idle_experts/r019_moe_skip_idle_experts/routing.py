"""Routing functions, looked up by the name stored in the model config."""
from __future__ import annotations

from typing import Callable

import torch

RoutingFn = Callable[[torch.Tensor, int], tuple[torch.Tensor, torch.Tensor]]
ROUTING_METHODS: dict[str, RoutingFn] = {}


def register_routing(name: str):
    def deco(fn: RoutingFn) -> RoutingFn:
        ROUTING_METHODS[name] = fn
        return fn
    return deco


@register_routing("softmax_topk")
def softmax_topk(logits: torch.Tensor, top_k: int):
    probs = logits.float().softmax(dim=-1)
    weights, ids = probs.topk(top_k, dim=-1)
    return weights, ids


@register_routing("softmax_topk_renorm")
def softmax_topk_renorm(logits: torch.Tensor, top_k: int):
    weights, ids = softmax_topk(logits, top_k)
    return weights / weights.sum(dim=-1, keepdim=True), ids


@register_routing("sigmoid_topk")
def sigmoid_topk(logits: torch.Tensor, top_k: int):
    scores = logits.float().sigmoid()
    weights, ids = scores.topk(top_k, dim=-1)
    return weights / weights.sum(dim=-1, keepdim=True), ids
