from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .load_stats import get_load_tracker


@dataclass
class OlmoeConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    num_experts: int = 4
    num_experts_per_tok: int = 2
    norm_topk_prob: bool = False
    output_router_logits: bool = False


class OlmoeMLP(nn.Module):
    def __init__(self, config: OlmoeConfig):
        super().__init__()
        self.gate_proj = nn.Linear(config.hidden_size, config.intermediate_size, bias=False)
        self.up_proj = nn.Linear(config.hidden_size, config.intermediate_size, bias=False)
        self.down_proj = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(F.silu(self.gate_proj(x)) * self.up_proj(x))


class OlmoeSparseMoeBlock(nn.Module):
    def __init__(self, config: OlmoeConfig, layer_idx: int = 0):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_experts = config.num_experts
        self.top_k = config.num_experts_per_tok
        self.norm_topk_prob = config.norm_topk_prob
        self.gate = nn.Linear(config.hidden_size, config.num_experts, bias=False)
        self.experts = nn.ModuleList([OlmoeMLP(config) for _ in range(config.num_experts)])
        self.load_tracker = get_load_tracker(config.num_experts)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        routing_weights = F.softmax(router_logits, dim=1, dtype=torch.float)
        routing_weights, selected_experts = torch.topk(routing_weights, self.top_k, dim=-1)
        if self.norm_topk_prob:
            routing_weights = routing_weights / routing_weights.sum(dim=-1, keepdim=True)
        routing_weights = routing_weights.to(hidden_states.dtype)
        self.load_tracker.record(self.layer_idx, selected_experts, routing_weights)

        final_hidden_states = torch.zeros_like(hidden_states)
        for expert_idx, expert_layer in enumerate(self.experts):
            weight = (routing_weights * (selected_experts == expert_idx)).sum(dim=-1, keepdim=True)
            final_hidden_states = final_hidden_states + weight * expert_layer(hidden_states)
        return final_hidden_states


moe_block = torch.compile(OlmoeSparseMoeBlock(OlmoeConfig(), layer_idx=7), fullgraph=True)
