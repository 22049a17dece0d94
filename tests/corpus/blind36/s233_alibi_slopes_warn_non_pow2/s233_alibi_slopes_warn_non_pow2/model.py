import math

import torch
from torch import nn

from .bias import AlibiBiasProvider


class AlibiAttention(nn.Module):
    def __init__(self, hidden: int = 24, num_heads: int = 6):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.q = nn.Linear(hidden, hidden)
        self.k = nn.Linear(hidden, hidden)
        self.v = nn.Linear(hidden, hidden)
        self.alibi = AlibiBiasProvider(num_heads)

    def _heads(self, x):
        b, s, _ = x.shape
        return x.view(b, s, self.num_heads, self.head_dim).transpose(1, 2)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, s, h = x.shape
        q, k, v = self._heads(self.q(x)), self._heads(self.k(x)), self._heads(self.v(x))
        scores = q @ k.transpose(-1, -2) / math.sqrt(self.head_dim)
        scores = scores + self.alibi.bias(s, s, x.device)
        causal = torch.ones(s, s, dtype=torch.bool, device=x.device).tril()
        scores = scores.masked_fill(~causal, float("-inf"))
        return (scores.softmax(-1) @ v).transpose(1, 2).reshape(b, s, h)
