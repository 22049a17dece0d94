"""Two-layer MLP with int4 weight-only linears."""
from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .int4_method import Int4WeightOnlyMethod
from .weight_utils import load_weights


class Int4Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant_method: Int4WeightOnlyMethod) -> None:
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.quant_method = quant_method
        self.quant_method.create_weights(self, in_features, out_features)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class Int4MLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16) -> None:
        super().__init__()
        method = Int4WeightOnlyMethod(group_size=4)
        self.up = Int4Linear(hidden, inter, method)
        self.down = Int4Linear(inter, hidden, method)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(F.gelu(self.up(x)))


def _random_checkpoint(model: nn.Module) -> dict[str, torch.Tensor]:
    g = torch.Generator().manual_seed(0)
    ckpt = {}
    for name, p in model.named_parameters():
        if p.dtype == torch.int8:
            ckpt[name] = torch.randint(-8, 8, p.shape, generator=g, dtype=torch.int8)
        else:
            ckpt[name] = torch.rand(p.shape, generator=g) * 0.05
    return ckpt


_model = Int4MLP()
load_weights(_model, _random_checkpoint(_model))
compiled = torch.compile(_model, fullgraph=True)
