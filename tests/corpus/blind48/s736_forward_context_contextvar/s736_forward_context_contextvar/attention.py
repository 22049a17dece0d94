import math

import torch
from torch import nn

from .forward_context import get_forward_context


class Attention(nn.Module):
    def __init__(self, num_heads: int, head_dim: int, layer_idx: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.layer_idx = layer_idx
        self.scale = 1.0 / math.sqrt(head_dim)

    def _causal_mask(self, n: int) -> torch.Tensor:
        ctx = get_forward_context()
        if ctx is not None and ctx.skip_cross_token_attn:
            return torch.eye(n, dtype=torch.bool)
        return torch.ones(n, n, dtype=torch.bool).tril()

    def forward(self, q, k, v):
        scores = torch.einsum("qhd,khd->hqk", q, k) * self.scale
        scores = scores.masked_fill(~self._causal_mask(q.shape[0]), float("-inf"))
        return torch.einsum("hqk,khd->qhd", scores.softmax(-1), v)
