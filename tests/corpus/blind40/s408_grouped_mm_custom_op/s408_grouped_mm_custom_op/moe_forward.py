import torch
import torch.nn as nn
import torch.nn.functional as F

from .grouped_gemm import grouped_mm


class GroupedExperts(nn.Module):
    def __init__(self, num_experts: int = 4, hidden: int = 8, inter: int = 16, top_k: int = 2):
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.w13 = nn.Parameter(torch.randn(num_experts, 2 * inter, hidden) * 0.05)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden, inter) * 0.05)


experts = GroupedExperts()


@torch.compile(fullgraph=True)
def moe_forward(hidden_states: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
    num_tokens = hidden_states.shape[0]
    topk_weights, topk_ids = torch.topk(router_logits.softmax(dim=-1), experts.top_k, dim=-1)
    flat_ids = topk_ids.flatten()
    sorted_ids, order = torch.sort(flat_ids, stable=True)
    tokens_per_expert = F.one_hot(flat_ids, experts.num_experts).sum(dim=0)

    x = hidden_states[order // experts.top_k]
    gate, up = grouped_mm(x, experts.w13, tokens_per_expert).chunk(2, dim=-1)
    y = grouped_mm(F.silu(gate) * up, experts.w2, tokens_per_expert)

    unsorted = torch.empty_like(y)
    unsorted[order] = y
    unsorted = unsorted.view(num_tokens, experts.top_k, -1)
    return (unsorted * topk_weights.unsqueeze(-1)).sum(dim=1)
