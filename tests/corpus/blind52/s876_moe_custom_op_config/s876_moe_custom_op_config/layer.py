import torch
from torch import nn

from .custom_ops import fused_moe


class SparseMoeBlock(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16,
                 num_experts: int = 4, top_k: int = 2, norm_topk_prob: bool = True):
        super().__init__()
        self.top_k = top_k
        self.norm_topk_prob = norm_topk_prob
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.w13 = nn.Parameter(torch.randn(num_experts, 2 * intermediate_size, hidden_size) * 0.02)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden_size, intermediate_size) * 0.02)
        self.shared_expert = nn.Linear(hidden_size, hidden_size, bias=False)

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        routing_weights = torch.softmax(router_logits, dim=-1, dtype=torch.float32)
        topk_weights, topk_ids = torch.topk(routing_weights, self.top_k, dim=-1)
        if self.norm_topk_prob:
            topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        out = torch.ops.corpus_s876.fused_moe(
            hidden_states, self.w13, self.w2, topk_weights.to(hidden_states.dtype), topk_ids
        )
        return out + self.shared_expert(hidden_states)
