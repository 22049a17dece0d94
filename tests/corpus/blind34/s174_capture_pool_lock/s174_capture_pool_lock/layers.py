import torch
import torch.nn as nn

from .pool import get_global_pool


class PooledMLP(nn.Module):
    """MLP whose intermediate activations live in the shared capture pool."""

    def __init__(self, hidden: int, inter: int):
        super().__init__()
        self.hidden = hidden
        self.inter = inter
        self.pool = get_global_pool()
        self.gate_up = nn.Linear(hidden, 2 * inter, bias=False)
        self.down = nn.Linear(inter, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        ws = self.pool.workspace(x.shape[0], self.inter)
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        torch.mul(torch.nn.functional.silu(gate), up, out=ws)
        return self.down(ws)


class Block(nn.Module):
    def __init__(self, hidden: int, inter: int):
        super().__init__()
        self.ln = nn.RMSNorm(hidden)
        self.mlp = PooledMLP(hidden, inter)

    def forward(self, x):
        return x + self.mlp(self.ln(x))
