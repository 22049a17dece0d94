from __future__ import annotations

import torch
from torch import nn

from .quant import DeltaApplier, QuantizedDelta


class DeltaLinear(nn.Module):
    def __init__(self, in_features: int = 8, out_features: int = 8):
        super().__init__()
        self.base = nn.Linear(in_features, out_features)
        delta = 0.01 * torch.randn(out_features, in_features)
        self.qdelta = QuantizedDelta.quantize(delta)
        self.applier = DeltaApplier()

    def effective_weight(self) -> torch.Tensor:
        return self.applier.maybe_apply(self.base.weight, self.qdelta)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return nn.functional.linear(x, self.effective_weight(), self.base.bias)


class DeltaMLP(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.up = DeltaLinear(hidden, hidden)
        self.down = DeltaLinear(hidden, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(torch.nn.functional.gelu(self.up(x)))


compiled_linear = torch.compile(DeltaMLP(), fullgraph=True)
