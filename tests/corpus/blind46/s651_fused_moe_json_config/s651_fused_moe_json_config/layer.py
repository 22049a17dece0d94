import torch
import torch.nn.functional as F
from torch import nn

from .moe_config import try_get_optimal_moe_config


def fused_experts(hidden_states, w1, w2, topk_weights, topk_ids, config):
    M, _ = hidden_states.shape
    E = w1.shape[0]
    block_m = config["BLOCK_SIZE_M"]
    out = torch.zeros_like(hidden_states)
    for start in range(0, M, block_m):
        h = hidden_states[start:start + block_m]
        ids = topk_ids[start:start + block_m]
        wts = topk_weights[start:start + block_m]
        for e in range(E):
            gate_up = h @ w1[e].t()
            gate, up = gate_up.chunk(2, dim=-1)
            expert_out = (F.silu(gate) * up) @ w2[e].t()
            weight = (wts * (ids == e)).sum(dim=-1, keepdim=True)
            out[start:start + block_m] += weight * expert_out
    return out


class FusedMoE(nn.Module):
    def __init__(self, num_experts: int, top_k: int, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.top_k = top_k
        self.w13_weight = nn.Parameter(torch.randn(num_experts, 2 * intermediate_size, hidden_size) * 0.02)
        self.w2_weight = nn.Parameter(torch.randn(num_experts, hidden_size, intermediate_size) * 0.02)

    def forward(self, hidden_states, router_logits):
        topk_weights, topk_ids = torch.topk(router_logits.softmax(dim=-1), self.top_k, dim=-1)
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        config = try_get_optimal_moe_config(
            self.w13_weight.shape, self.w2_weight.shape, self.top_k, None, hidden_states.shape[0]
        )
        return fused_experts(hidden_states, self.w13_weight, self.w2_weight, topk_weights, topk_ids, config)


class MoEBlock(nn.Module):
    def __init__(self, hidden_size: int = 8, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.experts = FusedMoE(num_experts, top_k, hidden_size, 2 * hidden_size)

    def forward(self, hidden_states):
        router_logits = self.gate(hidden_states)
        return hidden_states + self.experts(hidden_states, router_logits)


compiled_block = torch.compile(MoEBlock(), fullgraph=True)
