"""Gated MLP whose projections write into pooled output buffers."""
import torch
import torch.nn as nn
import torch.nn.functional as F

from .buffer_pool import POOL


class PooledLinear(nn.Linear):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = POOL.acquire(x, self.out_features)
        out.copy_(F.linear(x, self.weight, self.bias))
        return out


class GatedMLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16):
        super().__init__()
        self.gate_up = PooledLinear(hidden, 2 * inter)
        self.down = nn.Linear(inter, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        return self.down(F.silu(gate) * up)


class MLPStep:
    def __init__(self):
        self.mlp = GatedMLP()

    def run(self, x: torch.Tensor) -> torch.Tensor:
        return self.mlp(x) + x


_step = MLPStep()
mlp_step = torch.compile(_step.run, fullgraph=True)
