import torch
import torch.nn.functional as F
from torch import nn

from .custom_op import CustomOp


def fused_experts_native(hidden_states, w13, w2, topk_weights, topk_ids):
    """Reference grouped-GEMM: loop over experts that received tokens."""
    num_experts = w13.shape[0]
    out = torch.zeros_like(hidden_states)
    flat_ids = topk_ids.flatten()
    expert_range = torch.arange(num_experts, device=flat_ids.device)
    tokens_per_expert = (flat_ids[:, None] == expert_range[None, :]).sum(dim=0)
    token_idx = torch.arange(hidden_states.shape[0]).repeat_interleave(topk_ids.shape[1])
    for expert_id, num_tokens in enumerate(tokens_per_expert.tolist()):
        if num_tokens == 0:
            continue
        sel = flat_ids == expert_id
        rows = token_idx[sel]
        x = hidden_states[rows]
        gate, up = (x @ w13[expert_id].t()).chunk(2, dim=-1)
        y = (F.silu(gate) * up) @ w2[expert_id].t()
        out.index_add_(0, rows, y * topk_weights.flatten()[sel, None])
    return out


@CustomOp.register("fused_moe")
class FusedMoE(CustomOp):
    def __init__(self, num_experts: int, top_k: int, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.top_k = top_k
        self.w13_weight = nn.Parameter(torch.randn(num_experts, 2 * intermediate_size, hidden_size) * 0.1)
        self.w2_weight = nn.Parameter(torch.randn(num_experts, hidden_size, intermediate_size) * 0.1)

    def select_experts(self, router_logits):
        routing_weights = torch.softmax(router_logits, dim=-1, dtype=torch.float)
        topk_weights, topk_ids = torch.topk(routing_weights, self.top_k, dim=-1)
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        return topk_weights, topk_ids

    def forward_native(self, hidden_states, router_logits):
        topk_weights, topk_ids = self.select_experts(router_logits)
        return fused_experts_native(hidden_states, self.w13_weight, self.w2_weight, topk_weights, topk_ids)

    def forward_cuda(self, hidden_states, router_logits):
        topk_weights, topk_ids = self.select_experts(router_logits)
        return torch.ops.vllm.fused_experts(
            hidden_states, self.w13_weight, self.w2_weight, topk_weights, topk_ids
        )
