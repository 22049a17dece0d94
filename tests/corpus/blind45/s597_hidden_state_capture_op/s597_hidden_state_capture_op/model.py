from __future__ import annotations

import torch
from torch import nn

from .capture import capture_hidden_states


class Block(nn.Module):
    def __init__(self, hidden: int) -> None:
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.fc = nn.Linear(hidden, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + torch.tanh(self.fc(self.norm(x)))


class DraftTargetModel(nn.Module):
    def __init__(self, hidden: int = 8, num_layers: int = 4, aux_layers=(1, 3)) -> None:
        super().__init__()
        self.layers = nn.ModuleList(Block(hidden) for _ in range(num_layers))
        self.aux_layers = tuple(aux_layers)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for i, layer in enumerate(self.layers):
            hidden_states = layer(hidden_states)
            if i in self.aux_layers:
                capture_hidden_states(hidden_states, i)
        return hidden_states


class TargetWorker:
    def __init__(self) -> None:
        self.model = DraftTargetModel().eval()

    def forward_target_extend(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.model(hidden_states)


worker = TargetWorker()
forward_extend = torch.compile(worker.forward_target_extend, fullgraph=True)
