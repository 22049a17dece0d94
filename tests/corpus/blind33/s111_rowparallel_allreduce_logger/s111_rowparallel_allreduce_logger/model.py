"""Gated MLP block compiled for decode."""
import torch
import torch.nn as nn
import torch.nn.functional as F

from .layers import ColumnParallelLinear, RowParallelLinear


class ParallelMLP(nn.Module):
    def __init__(self, hidden: int = 16, intermediate: int = 32):
        super().__init__()
        self.gate_up = ColumnParallelLinear(hidden, 2 * intermediate)
        self.down = RowParallelLinear(intermediate, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        return self.down(F.silu(gate) * up)


compiled_mlp = torch.compile(ParallelMLP(), fullgraph=True)
