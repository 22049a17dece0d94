import torch
import torch.nn as nn

from .registry import run_attention


class Attention(nn.Module):
    def __init__(self, hidden: int, num_heads: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_size = hidden // num_heads
        self.scale = self.head_size**-0.5
        self.wq = nn.Linear(hidden, hidden, bias=False)
        self.wk = nn.Linear(hidden, hidden, bias=False)
        self.wv = nn.Linear(hidden, hidden, bias=False)
        self.wo = nn.Linear(hidden, hidden, bias=False)

    def _heads(self, t):
        b, s, _ = t.shape
        return t.view(b, s, self.num_heads, self.head_size).transpose(1, 2)

    def forward(self, x):
        q, k, v = self._heads(self.wq(x)), self._heads(self.wk(x)), self._heads(self.wv(x))
        out = run_attention(q, k, v, self.scale)
        return self.wo(out.transpose(1, 2).flatten(2))


class Block(nn.Module):
    def __init__(self, hidden: int = 12, num_heads: int = 2):
        super().__init__()
        self.norm = nn.RMSNorm(hidden)
        self.attn = Attention(hidden, num_heads)

    def forward(self, x):
        return x + self.attn(self.norm(x))


block = torch.compile(Block(), fullgraph=True)
