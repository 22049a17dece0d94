from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from .usage_ops import ExpertUsageRecorder


@dataclass
class MoEConfig:
    hidden_size: int = 8
    moe_intermediate_size: int = 16
    num_experts: int = 4
    top_k: int = 2
    num_layers: int = 2
    record_expert_usage: bool = True


class Expert(nn.Module):
    def __init__(self, hidden: int, inter: int):
        super().__init__()
        self.w1 = nn.Linear(hidden, inter, bias=False)
        self.w3 = nn.Linear(hidden, inter, bias=False)
        self.w2 = nn.Linear(inter, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.w2(F.silu(self.w1(x)) * self.w3(x))


class MixtralSparseMoeBlock(nn.Module):
    def __init__(self, config: MoEConfig, layer_id: int, recorder: ExpertUsageRecorder):
        super().__init__()
        self.layer_id = layer_id
        self.top_k = config.top_k
        self.num_experts = config.num_experts
        self.gate = nn.Linear(config.hidden_size, config.num_experts, bias=False)
        self.experts = nn.ModuleList(
            Expert(config.hidden_size, config.moe_intermediate_size)
            for _ in range(config.num_experts)
        )
        self._recorder = [recorder]

    @property
    def recorder(self) -> ExpertUsageRecorder:
        return self._recorder[0]

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        routing = F.softmax(self.gate(hidden_states), dim=-1, dtype=torch.float)
        weights, selected = torch.topk(routing, self.top_k, dim=-1)
        weights = (weights / weights.sum(dim=-1, keepdim=True)).to(hidden_states.dtype)
        self.recorder.record(self.layer_id, selected)
        mask = F.one_hot(selected, self.num_experts).to(hidden_states.dtype)
        dense = (mask * weights.unsqueeze(-1)).sum(dim=1)
        out = torch.zeros_like(hidden_states)
        for e, expert in enumerate(self.experts):
            out = out + expert(hidden_states) * dense[:, e : e + 1]
        return out
