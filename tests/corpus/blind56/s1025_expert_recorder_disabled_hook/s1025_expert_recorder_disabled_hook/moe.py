import torch
import torch.nn as nn
import torch.nn.functional as F

from .expert_distribution import (
    ExpertDistributionRecorder,
    get_global_expert_distribution_recorder,
    recorder_mode_from_env,
    set_global_expert_distribution_recorder,
)


class TopK(nn.Module):
    def __init__(self, top_k: int, layer_id: int, renormalize: bool = True):
        super().__init__()
        self.top_k = top_k
        self.layer_id = layer_id
        self.renormalize = renormalize

    def forward(self, router_logits: torch.Tensor):
        scores = torch.softmax(router_logits, dim=-1, dtype=torch.float32)
        topk_weights, topk_ids = torch.topk(scores, self.top_k, dim=-1)
        if self.renormalize:
            topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        get_global_expert_distribution_recorder().on_select_experts(self.layer_id, topk_ids)
        return topk_weights, topk_ids


class SparseMoeBlock(nn.Module):
    def __init__(self, hidden_size: int, ffn_size: int, num_experts: int, top_k: int, layer_id: int):
        super().__init__()
        self.num_experts = num_experts
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.topk = TopK(top_k, layer_id)
        self.w13 = nn.Parameter(torch.randn(num_experts, 2 * ffn_size, hidden_size) * 0.02)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden_size, ffn_size) * 0.02)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        topk_weights, topk_ids = self.topk(self.gate(hidden_states))
        # dense reference path: every expert sees every token, then masked
        routing = torch.zeros(hidden_states.shape[0], self.num_experts, dtype=hidden_states.dtype)
        routing.scatter_(1, topk_ids, topk_weights.to(hidden_states.dtype))
        gate_up = torch.einsum("th,efh->tef", hidden_states, self.w13)
        gate, up = gate_up.chunk(2, dim=-1)
        expert_out = torch.einsum("tef,ehf->teh", F.silu(gate) * up, self.w2)
        return torch.einsum("teh,te->th", expert_out, routing)


def build_moe(num_layers: int = 1) -> SparseMoeBlock:
    recorder = ExpertDistributionRecorder.init_new(recorder_mode_from_env(), num_layers, 4)
    set_global_expert_distribution_recorder(recorder)
    return SparseMoeBlock(hidden_size=8, ffn_size=16, num_experts=4, top_k=2, layer_id=0).eval()


moe_block = build_moe()
compiled_moe = torch.compile(moe_block, fullgraph=True)
