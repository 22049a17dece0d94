from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

from . import groups


def tensor_model_parallel_all_reduce(x: torch.Tensor) -> torch.Tensor:
    group = groups.get_tp_group()
    if group.world_size == 1:
        return x
    torch.distributed.all_reduce(x)
    return x


class ParallelAttention(nn.Module):
    def __init__(self, hidden: int = 16, num_heads: int = 4, tp_size: int = 1):
        super().__init__()
        self.num_heads = num_heads // tp_size
        self.head_dim = hidden // num_heads
        self.qkv = nn.Linear(hidden, 3 * self.num_heads * self.head_dim, bias=False)
        self.o_proj = nn.Linear(self.num_heads * self.head_dim, hidden, bias=False)

    def _split_heads(self, t: torch.Tensor) -> torch.Tensor:
        b, s, _ = t.shape
        return t.view(b, s, self.num_heads, self.head_dim).transpose(1, 2)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        out = F.scaled_dot_product_attention(
            self._split_heads(q), self._split_heads(k), self._split_heads(v), is_causal=True
        )
        out = out.transpose(1, 2).flatten(2)
        return tensor_model_parallel_all_reduce(self.o_proj(out))


attn = ParallelAttention()
