from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

from .tracing import Tracer


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))
        self.eps = eps

    def forward(self, x):
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight


class GatedMLP(nn.Module):
    def __init__(self, hidden: int, inter: int):
        super().__init__()
        self.gate_up = nn.Linear(hidden, 2 * inter, bias=False)
        self.down = nn.Linear(inter, hidden, bias=False)

    def forward(self, x):
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        return self.down(F.silu(gate) * up)


class DecoderLayer(nn.Module):
    def __init__(self, idx: int, hidden: int, inter: int, tracer: Tracer):
        super().__init__()
        self.idx = idx
        self.tracer = tracer
        self.norm1 = RMSNorm(hidden)
        self.mix = nn.Linear(hidden, hidden, bias=False)
        self.norm2 = RMSNorm(hidden)
        self.mlp = GatedMLP(hidden, inter)

    def forward(self, x):
        with self.tracer.span(f"layer{self.idx}.mix"):
            x = x + self.mix(self.norm1(x))
        with self.tracer.span(f"layer{self.idx}.mlp"):
            x = x + self.mlp(self.norm2(x))
        return x
