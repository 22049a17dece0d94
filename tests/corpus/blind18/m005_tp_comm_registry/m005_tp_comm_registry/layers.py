import torch
from torch import nn

from .communicator import get_tp_group


class ColumnParallelLinear(nn.Linear):
    pass


class RowParallelLinear(nn.Linear):
    def __init__(self, in_features, out_features, bias=True, reduce_results=True):
        super().__init__(in_features, out_features, bias=bias)
        self.reduce_results = reduce_results
        self.tp_group = get_tp_group()

    def forward(self, x):
        out = super().forward(x)
        if self.reduce_results:
            out = self.tp_group.all_reduce(out)
        return out


class ParallelMLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16):
        super().__init__()
        self.gate_up_proj = ColumnParallelLinear(hidden, 2 * inter, bias=False)
        self.down_proj = RowParallelLinear(inter, hidden, bias=False)

    def forward(self, x):
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(torch.nn.functional.silu(gate) * up)


mlp = ParallelMLP()
compiled_mlp = torch.compile(mlp, fullgraph=True)
