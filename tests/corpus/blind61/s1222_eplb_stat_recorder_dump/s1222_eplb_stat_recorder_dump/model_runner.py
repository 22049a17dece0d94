from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .expert_distribution import (
    ExpertDistributionRecorder,
    get_global_expert_distribution_recorder,
    set_global_expert_distribution_recorder,
)
from .server_args import ServerArgs


class SparseMoeBlock(nn.Module):
    def __init__(self, layer_id: int, hidden_size: int, num_experts: int, top_k: int):
        super().__init__()
        self.layer_id = layer_id
        self.top_k = top_k
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.w1 = nn.Parameter(torch.randn(num_experts, hidden_size, hidden_size) * 0.02)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden_size, hidden_size) * 0.02)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        routing_weights = F.softmax(router_logits, dim=-1, dtype=torch.float)
        topk_weights, topk_ids = torch.topk(routing_weights, self.top_k, dim=-1)
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        get_global_expert_distribution_recorder().on_select_experts(self.layer_id, topk_ids)

        w1 = self.w1[topk_ids]
        w2 = self.w2[topk_ids]
        h = F.gelu(torch.einsum("th,tkih->tki", hidden_states, w1))
        out = torch.einsum("tki,tkoi->tko", h, w2)
        return (out * topk_weights.unsqueeze(-1).to(out.dtype)).sum(dim=1)


class TinyMoEModel(nn.Module):
    def __init__(self, num_layers: int = 2, hidden_size: int = 8, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.layers = nn.ModuleList(
            SparseMoeBlock(i, hidden_size, num_experts, top_k) for i in range(num_layers)
        )
        self.norm = nn.LayerNorm(hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(self.norm(hidden_states))
        return hidden_states


class ModelRunner:
    def __init__(self, server_args: ServerArgs, num_layers: int = 2, num_experts: int = 4):
        self.server_args = server_args
        self.model = TinyMoEModel(num_layers=num_layers, num_experts=num_experts)
        set_global_expert_distribution_recorder(
            ExpertDistributionRecorder.init_new(server_args, num_layers, num_experts)
        )

    @torch.compile(fullgraph=True)
    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        output = self.model(hidden_states)
        get_global_expert_distribution_recorder().on_forward_pass_end()
        return output
