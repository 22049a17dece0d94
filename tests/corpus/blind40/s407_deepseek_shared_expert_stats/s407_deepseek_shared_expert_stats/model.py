import torch
import torch.nn as nn
import torch.nn.functional as F

from .routing_stats import GLOBAL_STATS
from .topk import biased_grouped_topk


class DeepseekMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x):
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class DeepseekV3MoE(nn.Module):
    def __init__(self, layer_id: int, hidden_size=8, n_routed_experts=8, n_shared_experts=1,
                 moe_intermediate_size=8, num_experts_per_tok=2, n_group=4, topk_group=2):
        super().__init__()
        self.layer_id = layer_id
        self.top_k = num_experts_per_tok
        self.n_group = n_group
        self.topk_group = topk_group
        self.gate = nn.Linear(hidden_size, n_routed_experts, bias=False)
        self.e_score_correction_bias = nn.Parameter(torch.zeros(n_routed_experts), requires_grad=False)
        self.experts = nn.ModuleList(
            DeepseekMLP(hidden_size, moe_intermediate_size) for _ in range(n_routed_experts)
        )
        self.shared_experts = DeepseekMLP(hidden_size, moe_intermediate_size * n_shared_experts)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        shared_output = self.shared_experts(hidden_states)
        router_logits = self.gate(hidden_states)
        topk_weights, topk_ids = biased_grouped_topk(
            router_logits, self.e_score_correction_bias, self.top_k, True,
            self.n_group, self.topk_group, routed_scaling_factor=2.5,
        )
        GLOBAL_STATS.update(self.layer_id, topk_ids)

        routed = torch.zeros_like(hidden_states)
        for e, expert in enumerate(self.experts):
            weight = (topk_weights * (topk_ids == e)).sum(dim=-1, keepdim=True)
            routed = routed + weight * expert(hidden_states)
        return routed + shared_output


class DeepseekV3MoEModel(nn.Module):
    def __init__(self, num_layers: int = 2, hidden_size: int = 8):
        super().__init__()
        self.layers = nn.ModuleList(DeepseekV3MoE(i, hidden_size) for i in range(num_layers))
        self.norm = nn.RMSNorm(hidden_size)

    def forward_extend(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(self.norm(hidden_states))
        return hidden_states


model = DeepseekV3MoEModel()
forward_extend = torch.compile(model.forward_extend, fullgraph=True)
