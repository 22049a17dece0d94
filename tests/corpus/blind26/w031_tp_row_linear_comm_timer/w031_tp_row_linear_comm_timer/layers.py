import torch
import torch.nn as nn
import torch.nn.functional as F

from .parallel_state import get_tp_group


class ColumnParallelLinear(nn.Module):
    def __init__(self, in_features, out_features, gather_output=False):
        super().__init__()
        tp = get_tp_group()
        assert out_features % tp.world_size == 0
        self.gather_output = gather_output
        self.weight = nn.Parameter(torch.randn(out_features // tp.world_size, in_features) * 0.02)

    def forward(self, x):
        out = F.linear(x, self.weight)
        if self.gather_output:
            out = get_tp_group().all_gather(out)
        return out


class RowParallelLinear(nn.Module):
    def __init__(self, in_features, out_features, reduce_results=True):
        super().__init__()
        tp = get_tp_group()
        assert in_features % tp.world_size == 0
        self.reduce_results = reduce_results
        self.weight = nn.Parameter(torch.randn(out_features, in_features // tp.world_size) * 0.02)

    def forward(self, x):
        out = F.linear(x, self.weight)
        if self.reduce_results:
            out = get_tp_group().all_reduce(out)
        return out


class ParallelMLP(nn.Module):
    def __init__(self, hidden=8, intermediate=16):
        super().__init__()
        self.up = ColumnParallelLinear(hidden, intermediate)
        self.down = RowParallelLinear(intermediate, hidden)

    def forward(self, x):
        return self.down(F.silu(self.up(x)))


compiled_mlp = torch.compile(ParallelMLP(), fullgraph=True)
