import torch

from .metrics import REGISTRY

_ROUTED_TOKENS = REGISTRY.counter(
    "moe_routed_tokens_total", "Tokens dispatched to experts", labelnames=("layer",)
)
_TOPK = REGISTRY.gauge("moe_top_k", "Experts per token")


class RoutingStats:
    """Per-layer routing accounting, attached to each MoE layer."""

    def __init__(self, layer_id: int, top_k: int):
        self.layer_label = (str(layer_id),)
        _TOPK.set(top_k)

    def observe(self, topk_ids: torch.Tensor) -> None:
        _ROUTED_TOKENS.inc(topk_ids.shape[0] * topk_ids.shape[1], labels=self.layer_label)


_LAYER_STATS = {}


def get_routing_stats(layer_id: int, top_k: int) -> RoutingStats:
    if layer_id not in _LAYER_STATS:
        _LAYER_STATS[layer_id] = RoutingStats(layer_id, top_k)
    return _LAYER_STATS[layer_id]


def fused_topk(router_logits: torch.Tensor, top_k: int, renormalize: bool):
    probs = torch.softmax(router_logits, dim=-1, dtype=torch.float32)
    topk_weights, topk_ids = torch.topk(probs, top_k, dim=-1)
    if renormalize:
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
    return topk_weights, topk_ids
