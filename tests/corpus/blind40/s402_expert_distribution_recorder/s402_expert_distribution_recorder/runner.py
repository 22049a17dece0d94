import torch
import torch.nn as nn

from .expert_distribution import (
    ExpertDistributionRecorder,
    set_global_expert_distribution_recorder,
)
from .moe import SparseMoE


class MoEDecodeRunner:
    def __init__(self, num_layers: int, hidden_size: int, num_experts: int, top_k: int):
        set_global_expert_distribution_recorder(
            ExpertDistributionRecorder(num_layers, num_experts)
        )
        self.layers = nn.ModuleList(
            SparseMoE(i, hidden_size, num_experts, top_k) for i in range(num_layers)
        )
        self.norm = nn.LayerNorm(hidden_size)

    @torch.compile(fullgraph=True)
    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(self.norm(hidden_states))
        return hidden_states
