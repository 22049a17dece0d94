from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn


@dataclass
class MoEConfig:
    hidden_size: int = 8
    moe_intermediate_size: int = 16
    num_experts: int = 4
    num_experts_per_tok: int = 2
    num_layers: int = 2
    norm_topk_prob: bool = True


class TopKRouter(nn.Module):
    def __init__(self, config: MoEConfig) -> None:
        super().__init__()
        self.top_k = config.num_experts_per_tok
        self.norm_topk_prob = config.norm_topk_prob
        self.weight = nn.Parameter(torch.randn(config.num_experts, config.hidden_size) * 0.02)

    def forward(self, hidden_states: torch.Tensor):
        logits = nn.functional.linear(hidden_states, self.weight)
        probs = logits.softmax(dim=-1, dtype=torch.float32)
        topk_weights, topk_ids = probs.topk(self.top_k, dim=-1)
        if self.norm_topk_prob:
            topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        return topk_weights.to(hidden_states.dtype), topk_ids


class Expert(nn.Module):
    def __init__(self, config: MoEConfig) -> None:
        super().__init__()
        self.gate_up_proj = nn.Linear(config.hidden_size, 2 * config.moe_intermediate_size, bias=False)
        self.down_proj = nn.Linear(config.moe_intermediate_size, config.hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(nn.functional.silu(gate) * up)


class SparseMoeBlock(nn.Module):
    def __init__(self, config: MoEConfig, layer_id: int) -> None:
        super().__init__()
        self.layer_id = layer_id
        self.num_experts = config.num_experts
        self.gate = TopKRouter(config)
        self.experts = nn.ModuleList(Expert(config) for _ in range(config.num_experts))

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        topk_weights, topk_ids = self.gate(hidden_states)
        # dense reference path: every expert sees every token, masked by routing weight
        dispatch = torch.zeros(
            hidden_states.shape[0], self.num_experts, dtype=hidden_states.dtype, device=hidden_states.device
        ).scatter_add_(1, topk_ids, topk_weights)
        out = torch.zeros_like(hidden_states)
        for expert_id, expert in enumerate(self.experts):
            out = out + dispatch[:, expert_id : expert_id + 1] * expert(hidden_states)
        return out


class MoEModel(nn.Module):
    def __init__(self, config: MoEConfig) -> None:
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList(SparseMoeBlock(config, i) for i in range(config.num_layers))

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states)
        return hidden_states
