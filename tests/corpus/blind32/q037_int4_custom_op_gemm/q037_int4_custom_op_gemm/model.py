import torch
from torch import nn

from .ops import int4_mm


class Int4Linear(nn.Module):
    def __init__(self, in_features, out_features, group_size=8, seed=0):
        super().__init__()
        g = torch.Generator().manual_seed(seed)
        self.group_size = group_size
        self.register_buffer(
            "packed", torch.randint(0, 256, (out_features, in_features // 2), generator=g, dtype=torch.uint8)
        )
        self.register_buffer("scales", torch.rand(out_features, in_features // group_size, generator=g) * 0.02)

    def forward(self, x):
        return int4_mm(x, self.packed, self.scales, self.group_size)


class GatedFFN(nn.Module):
    def __init__(self, hidden=16, inter=32):
        super().__init__()
        self.gate = Int4Linear(hidden, inter, seed=1)
        self.up = Int4Linear(hidden, inter, seed=2)
        self.down = Int4Linear(inter, hidden, seed=3)

    def forward(self, x):
        return self.down(torch.nn.functional.silu(self.gate(x)) * self.up(x))


compiled_ffn = torch.compile(GatedFFN(), fullgraph=True)
