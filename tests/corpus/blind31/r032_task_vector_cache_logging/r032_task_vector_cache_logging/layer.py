from __future__ import annotations

import torch
from torch import nn

from .task_vectors import TaskVector, combined_delta

torch.manual_seed(0)


class TaskArithmeticLinear(nn.Module):
    def __init__(self, name: str, hidden: int = 8):
        super().__init__()
        self.name = name
        self.base = nn.Linear(hidden, hidden)
        w = self.base.weight.detach()
        self.vectors = [
            TaskVector("summarize", w, w + 0.01 * torch.randn_like(w)),
            TaskVector("translate", w, w + 0.01 * torch.randn_like(w)),
        ]
        self.scales = (0.5, 0.3)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        delta = combined_delta(self.name, self.vectors, self.scales)
        weight = self.base.weight + delta
        return torch.nn.functional.linear(x, weight, self.base.bias)


_layer = TaskArithmeticLinear("model.layers.0.mlp.down_proj")


@torch.compile(fullgraph=True)
def merged_forward(x: torch.Tensor) -> torch.Tensor:
    return _layer(x)
