import torch

from .grouped_experts import grouped_expert_forward, permute_by_expert
from .parallel_state import local_expert_range

TOP_K = 2


@torch.compile(fullgraph=True)
def ep_moe_forward(hidden_states, router_logits, w13, w2):
    num_experts = router_logits.shape[-1]
    expert_start, expert_end = local_expert_range(num_experts)
    weights = torch.softmax(router_logits, dim=-1)
    topk_weights, topk_ids = torch.topk(weights, TOP_K, dim=-1)
    topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)

    permuted, sorted_ids, order, src_token = permute_by_expert(hidden_states, topk_ids, TOP_K)
    tokens_per_expert = torch.bincount(sorted_ids, minlength=num_experts)[expert_start:expert_end]
    expert_out = grouped_expert_forward(permuted, tokens_per_expert, w13, w2, expert_start)

    expert_out = expert_out * topk_weights.reshape(-1)[order].unsqueeze(-1)
    out = torch.zeros_like(hidden_states)
    out.index_add_(0, src_token, expert_out)
    return out
