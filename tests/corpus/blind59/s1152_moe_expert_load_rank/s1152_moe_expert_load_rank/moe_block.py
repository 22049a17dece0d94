from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from .eplb_recorder import create_expert_load_recorder


@dataclass
class MoEConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    num_experts: int = 4
    top_k: int = 2
    expert_load_mode: str = "windowed"


class ExpertMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class SparseMoeBlock(nn.Module):
    def __init__(self, config: MoEConfig, layer_id: int = 0):
        super().__init__()
        self.config = config
        self.layer_id = layer_id
        self.gate = nn.Linear(config.hidden_size, config.num_experts, bias=False)
        self.experts = nn.ModuleList(
            [ExpertMLP(config.hidden_size, config.intermediate_size) for _ in range(config.num_experts)]
        )
        self.load_recorder = create_expert_load_recorder(config.expert_load_mode, config.num_experts)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        routing_weights = torch.softmax(router_logits, dim=-1)
        topk_weights, topk_ids = torch.topk(routing_weights, self.config.top_k, dim=-1)
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)

        self.load_recorder.record(self.layer_id, topk_ids)

        out = torch.zeros_like(hidden_states)
        for expert_id, expert in enumerate(self.experts):
            weight = (topk_weights * (topk_ids == expert_id)).sum(dim=-1, keepdim=True)
            out = out + weight * expert(hidden_states)

        self.load_recorder.on_forward_end()
        return out


moe_layer = torch.compile(SparseMoeBlock(MoEConfig()), fullgraph=True)
