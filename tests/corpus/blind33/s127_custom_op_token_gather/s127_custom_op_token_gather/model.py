import math

import torch
import torch.nn as nn

from .sparse import TopKTokenSparsity


class SparseDecodeAttention(nn.Module):
    def __init__(self, dim: int = 16, top_k: int = 5):
        super().__init__()
        self.proj = nn.Linear(dim, dim, bias=False)
        self.sparsity = TopKTokenSparsity(top_k)

    def forward(self, q, k_cache, v_cache):
        k_sel, v_sel = self.sparsity.select(q, k_cache, v_cache)
        attn = (q @ k_sel.transpose(-1, -2) / math.sqrt(q.shape[-1])).softmax(-1)
        return self.proj(attn @ v_sel)


compiled = torch.compile(SparseDecodeAttention(), fullgraph=True)
