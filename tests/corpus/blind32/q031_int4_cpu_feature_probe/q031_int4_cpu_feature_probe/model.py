import torch
from torch import nn

from .kernels import int4_gemm


class Int4Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int, group_size: int = 8):
        super().__init__()
        self.group_size = group_size
        n_groups = in_features // group_size
        g = torch.Generator().manual_seed(0)
        self.register_buffer(
            "qweight", torch.randint(0, 255, (out_features, in_features // 2), generator=g, dtype=torch.uint8)
        )
        self.register_buffer("scales", torch.rand(out_features, n_groups, generator=g) * 0.02)
        self.register_buffer("zeros", torch.full((out_features, n_groups), 8.0))

    def forward(self, x):
        return int4_gemm(x, self.qweight, self.scales, self.zeros, self.group_size)


class QuantMLP(nn.Module):
    def __init__(self, hidden: int = 16, inter: int = 32):
        super().__init__()
        self.up = Int4Linear(hidden, inter)
        self.down = Int4Linear(inter, hidden)

    def forward(self, x):
        return self.down(torch.nn.functional.silu(self.up(x)))


compiled_mlp = torch.compile(QuantMLP(), fullgraph=True)
