from __future__ import annotations

import torch
from torch import nn

from .layers import Block


class Model(nn.Module):
    def __init__(self, hidden: int = 24, num_layers: int = 3) -> None:
        super().__init__()
        self.layers = nn.ModuleList(Block(hidden, f"model.layers.{i}") for i in range(num_layers))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        return x


compiled = torch.compile(Model(), fullgraph=True)
