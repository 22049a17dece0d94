from __future__ import annotations

import torch
from torch import nn

from .expert_distribution import ExpertDistributionRecorder, set_global_expert_distribution_recorder
from .moe import SparseMoeBlock

HIDDEN, INTER, EXPERTS, TOP_K, LAYERS = 8, 16, 4, 2, 2


class MoeDecoderLayer(nn.Module):
    def __init__(self, layer_id: int) -> None:
        super().__init__()
        self.norm = nn.RMSNorm(HIDDEN)
        self.mlp = SparseMoeBlock(layer_id, HIDDEN, INTER, EXPERTS, TOP_K)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return hidden_states + self.mlp(self.norm(hidden_states))


class MoeModel(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.layers = nn.ModuleList(MoeDecoderLayer(i) for i in range(LAYERS))
        self.final_norm = nn.RMSNorm(HIDDEN)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.final_norm(hidden_states)


set_global_expert_distribution_recorder(ExpertDistributionRecorder(LAYERS, EXPERTS))
compiled_model = torch.compile(MoeModel(), fullgraph=True)
