import torch
import torch.nn as nn
import torch.nn.functional as F

from .expert_stats import ExpertLoadMonitor


class Glm4MoeGate(nn.Module):
    def __init__(self, hidden_size: int, n_routed_experts: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(n_routed_experts, hidden_size) * 0.02)
        self.e_score_correction_bias = nn.Parameter(torch.zeros(n_routed_experts), requires_grad=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return F.linear(hidden_states, self.weight)


class Glm4MoeSparseMoeBlock(nn.Module):
    def __init__(self, layer_id: int, monitor: ExpertLoadMonitor, hidden_size: int = 8, top_k: int = 2):
        super().__init__()
        self.layer_id = layer_id
        self.top_k = top_k
        self.monitor = monitor
        self.gate = Glm4MoeGate(hidden_size, monitor.num_experts)
        self.experts_w = nn.Parameter(torch.randn(monitor.num_experts, hidden_size, hidden_size) * 0.02)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        scores = torch.sigmoid(self.gate(hidden_states))
        biased = scores + self.gate.e_score_correction_bias
        _, topk_ids = torch.topk(biased, self.top_k, dim=-1)
        topk_weights = scores.gather(1, topk_ids)
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        self.monitor.observe(self.layer_id, topk_ids)
        out = torch.einsum("th,tkhd->tkd", hidden_states, self.experts_w[topk_ids])
        return (out * topk_weights.unsqueeze(-1)).sum(dim=1)


class Glm4MoeModel(nn.Module):
    def __init__(self, num_layers: int = 2, num_experts: int = 4):
        super().__init__()
        self.expert_load_monitor = ExpertLoadMonitor(num_layers, num_experts)
        self.layers = nn.ModuleList(
            Glm4MoeSparseMoeBlock(i, self.expert_load_monitor) for i in range(num_layers)
        )

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states)
        return hidden_states
