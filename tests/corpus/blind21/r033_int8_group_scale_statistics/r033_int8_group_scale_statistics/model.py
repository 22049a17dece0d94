from __future__ import annotations

import torch
from torch import nn

from .layers import QuantLinear


class GatedMLP(nn.Module):
    def __init__(self, hidden: int = 32, intermediate: int = 64) -> None:
        super().__init__()
        self.gate_up = QuantLinear(hidden, 2 * intermediate)
        self.down = QuantLinear(intermediate, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        return self.down(torch.nn.functional.silu(gate) * up)


compiled_mlp = torch.compile(GatedMLP(), fullgraph=True)
