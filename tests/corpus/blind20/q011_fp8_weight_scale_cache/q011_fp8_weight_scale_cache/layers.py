from __future__ import annotations

import torch
import torch.nn.functional as F

from .quant_method import get_quant_method


class QuantLinear(torch.nn.Module):
    def __init__(self, in_features: int, out_features: int, quant: str | None = "fp8", bias: bool = False):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.quant_method = get_quant_method(quant)
        self.quant_method.create_weights(self, in_features, out_features)
        self.bias = torch.nn.Parameter(torch.zeros(out_features), requires_grad=False) if bias else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)


class Fp8MLP(torch.nn.Module):
    def __init__(self, hidden: int = 8, intermediate: int = 16, quant: str | None = "fp8"):
        super().__init__()
        self.gate_up = QuantLinear(hidden, 2 * intermediate, quant)
        self.down = QuantLinear(intermediate, hidden, quant)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        return self.down(F.silu(gate) * up)


compiled_mlp = torch.compile(Fp8MLP(), fullgraph=True)
