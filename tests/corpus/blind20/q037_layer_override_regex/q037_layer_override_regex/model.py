from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

from .overrides import Activation, resolve

_ACT = {Activation.GELU: F.gelu, Activation.SILU: F.silu}


class ScaledMLP(nn.Module):
    def __init__(self, prefix: str, dim: int, num_layers: int) -> None:
        super().__init__()
        self.prefix = prefix
        self.num_layers = num_layers
        self.up = nn.Linear(dim, 2 * dim)
        self.down = nn.Linear(2 * dim, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        opts = resolve(self.prefix, self.num_layers)
        h = _ACT[opts.activation](self.up(x))
        return x + opts.residual_scale * self.down(h)


class DepthScaledStack(nn.Module):
    def __init__(self, dim: int = 8, num_layers: int = 3) -> None:
        super().__init__()
        self.mlps = nn.ModuleList(
            ScaledMLP(f"model.layers.{i}.mlp", dim, num_layers) for i in range(num_layers)
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for mlp in self.mlps:
            x = mlp(x)
        return x


model = DepthScaledStack()
compiled_model = torch.compile(model, fullgraph=True)
