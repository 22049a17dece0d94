import torch
from torch import nn

from . import ops  # noqa: F401
from .registry import get_collective


class ParallelLinear(nn.Module):
    def __init__(self, in_f, out_f, reduce: str):
        super().__init__()
        self.linear = nn.Linear(in_f, out_f, bias=False)
        self.reduce_name = reduce

    def forward(self, x):
        return get_collective(self.reduce_name)(self.linear(x))


class Block(nn.Module):
    def __init__(self, hidden=16, ffn=32):
        super().__init__()
        self.norm = nn.RMSNorm(hidden)
        self.up = ParallelLinear(hidden, ffn, reduce="all_gather")
        self.down = ParallelLinear(ffn, hidden, reduce="all_reduce")

    def forward(self, x):
        return x + self.down(nn.functional.silu(self.up(self.norm(x))))


compiled_model = torch.compile(Block(), fullgraph=True)
