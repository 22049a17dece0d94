import torch
import torch.nn.functional as F
from torch import nn

from .linear import ColumnParallelLinear, RowParallelLinear


class TinyTPMLP(nn.Module):
    def __init__(self, hidden: int, inter: int, tp_size: int):
        super().__init__()
        self.gate_up_proj = ColumnParallelLinear(hidden, 2 * inter, tp_size)
        self.down_proj = RowParallelLinear(inter, hidden, tp_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class ModelRunner:
    def __init__(self, hidden: int = 8, inter: int = 16, tp_size: int = 1):
        self.tp_size = tp_size
        self.mlp = TinyTPMLP(hidden, inter, tp_size)

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return hidden_states + self.mlp(hidden_states)


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
