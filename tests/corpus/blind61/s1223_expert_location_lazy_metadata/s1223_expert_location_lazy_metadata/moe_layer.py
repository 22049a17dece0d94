from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .expert_location import ModelConfigForExpertLocation, configure_expert_location
from .expert_location_dispatch import ExpertLocationDispatchInfo, topk_ids_logical_to_physical


class EPMoE(nn.Module):
    def __init__(self, layer_id: int, hidden_size: int, num_experts: int, top_k: int):
        super().__init__()
        self.layer_id = layer_id
        self.top_k = top_k
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.w13 = nn.Parameter(torch.randn(num_experts, 2 * hidden_size, hidden_size) * 0.02)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden_size, hidden_size) * 0.02)

    def select_experts(self, router_logits: torch.Tensor):
        scores = torch.softmax(router_logits.float(), dim=-1)
        topk_weights, topk_ids = torch.topk(scores, self.top_k, dim=-1)
        info = ExpertLocationDispatchInfo.init_new(layer_id=self.layer_id)
        topk_ids = topk_ids_logical_to_physical(topk_ids, info)
        return topk_weights, topk_ids

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        topk_weights, topk_ids = self.select_experts(self.gate(hidden_states))
        gate_up = torch.einsum("th,tkih->tki", hidden_states, self.w13[topk_ids])
        gate, up = gate_up.chunk(2, dim=-1)
        out = torch.einsum("tki,tkoi->tko", F.silu(gate) * up, self.w2[topk_ids])
        return (out * topk_weights.unsqueeze(-1)).sum(dim=1)


class MoEDecoderLayers(nn.Module):
    def __init__(self, init_expert_location: str, num_layers: int = 2, hidden_size: int = 8,
                 num_experts: int = 4, top_k: int = 2):
        super().__init__()
        configure_expert_location(
            ModelConfigForExpertLocation(num_layers=num_layers, num_logical_experts=num_experts),
            init_expert_location,
        )
        self.layers = nn.ModuleList(EPMoE(i, hidden_size, num_experts, top_k) for i in range(num_layers))

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states)
        return hidden_states


model = MoEDecoderLayers(init_expert_location="/tmp/sglang_eplb/expert_location_ds3.json")
compiled_model = torch.compile(model, fullgraph=True)
