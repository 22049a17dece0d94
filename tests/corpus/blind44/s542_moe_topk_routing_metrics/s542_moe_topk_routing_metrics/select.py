import torch

from .topk import fused_topk, get_routing_stats

TOP_K = 2
LAYER_ID = 3


@torch.compile(fullgraph=True)
def select_experts(hidden_states: torch.Tensor, gate_weight: torch.Tensor):
    router_logits = hidden_states @ gate_weight.t()
    topk_weights, topk_ids = fused_topk(router_logits, TOP_K, renormalize=True)
    get_routing_stats(LAYER_ID, TOP_K).observe(topk_ids)
    return topk_weights.to(hidden_states.dtype), topk_ids
