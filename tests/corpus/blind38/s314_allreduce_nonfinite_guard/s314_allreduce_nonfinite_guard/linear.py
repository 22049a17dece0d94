import torch
from torch import nn

from .distributed import get_tp_group


class _ParallelLinearBase(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.tp = get_tp_group()
        self.in_features = in_features
        self.out_features = out_features

    def extra_repr(self):
        return f"in={self.in_features}, out={self.out_features}, tp={self.tp.world_size}"


class QKVParallelLinear(_ParallelLinearBase):
    def __init__(self, hidden, num_heads):
        super().__init__(hidden, 3 * hidden)
        self.num_heads = num_heads // self.tp.world_size
        self.weight = nn.Parameter(torch.randn(3 * hidden // self.tp.world_size, hidden) * 0.02)

    def forward(self, x):
        return nn.functional.linear(x, self.weight).chunk(3, dim=-1)


class RowParallelLinear(_ParallelLinearBase):
    def __init__(self, in_features, out_features):
        super().__init__(in_features, out_features)
        self.weight = nn.Parameter(torch.randn(out_features, in_features // self.tp.world_size) * 0.02)

    def forward(self, x):
        return self.tp.all_reduce(nn.functional.linear(x, self.weight))
