import math

import torch
import torch.nn as nn

from .dumper import DumpConfig, TensorDumper


class AttentionBlock(nn.Module):
    def __init__(self, dim=8, n_heads=2, dump_config=None):
        super().__init__()
        self.n_heads = n_heads
        self.head_dim = dim // n_heads
        self.qkv = nn.Linear(dim, dim * 3)
        self.out = nn.Linear(dim, dim)
        self.dumper = TensorDumper(dump_config or DumpConfig(every_n_steps=1))

    def _split(self, t):
        b, d = t.shape
        return t.view(b, self.n_heads, self.head_dim).transpose(0, 1)

    @torch.compile(fullgraph=True)
    def forward(self, x):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q, k, v = self._split(q), self._split(k), self._split(v)
        scores = q @ k.transpose(-1, -2) / math.sqrt(self.head_dim)
        probs = scores.softmax(dim=-1)
        self.dumper.maybe_dump("probs", probs)
        ctx = (probs @ v).transpose(0, 1).reshape(x.shape)
        self.dumper.tick()
        return self.out(ctx)
