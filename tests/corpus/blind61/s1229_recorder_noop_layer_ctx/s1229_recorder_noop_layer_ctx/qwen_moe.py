from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .expert_distribution import ExpertDistributionRecorder


class Qwen2MoeSparseMoeBlock(nn.Module):
    def __init__(self, recorder: ExpertDistributionRecorder, hidden_size: int = 8,
                 num_experts: int = 4, top_k: int = 2, shared_intermediate_size: int = 16):
        super().__init__()
        self.recorder = recorder
        self.top_k = top_k
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.experts_w = nn.Parameter(torch.randn(num_experts, hidden_size, hidden_size) * 0.02)
        self.shared_expert = nn.Sequential(
            nn.Linear(hidden_size, shared_intermediate_size, bias=False),
            nn.SiLU(),
            nn.Linear(shared_intermediate_size, hidden_size, bias=False),
        )
        self.shared_expert_gate = nn.Linear(hidden_size, 1, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        routing_weights = F.softmax(router_logits, dim=1, dtype=torch.float)
        routing_weights, selected_experts = torch.topk(routing_weights, self.top_k, dim=-1)
        self.recorder.on_select_experts(selected_experts)
        expert_out = torch.einsum("th,tkoh->tko", hidden_states, self.experts_w[selected_experts])
        routed = (expert_out * routing_weights.unsqueeze(-1)).sum(dim=1)
        shared = self.shared_expert(hidden_states) * torch.sigmoid(self.shared_expert_gate(hidden_states))
        return routed + shared


class Qwen2MoeModel(nn.Module):
    def __init__(self, num_layers: int = 2, num_experts: int = 4):
        super().__init__()
        self.recorder = ExpertDistributionRecorder.init_new(num_layers, num_experts)
        self.layers = nn.ModuleList(
            Qwen2MoeSparseMoeBlock(self.recorder, num_experts=num_experts) for _ in range(num_layers)
        )
        self.forward_pass_id = 0

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        with self.recorder.with_forward_pass(self.forward_pass_id):
            for layer_idx, layer in enumerate(self.layers):
                with self.recorder.with_current_layer(layer_idx):
                    hidden_states = hidden_states + layer(hidden_states)
        return hidden_states


class ModelRunner:
    def __init__(self):
        self.model = Qwen2MoeModel()

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.model(hidden_states)


model_runner = ModelRunner()
forward_decode = torch.compile(model_runner.forward_decode, fullgraph=True)
