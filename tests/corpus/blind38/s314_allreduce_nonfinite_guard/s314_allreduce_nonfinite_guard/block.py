import torch
from torch import nn

from .linear import QKVParallelLinear, RowParallelLinear


class ParallelBlock(nn.Module):
    def __init__(self, hidden=16, heads=2):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.qkv = QKVParallelLinear(hidden, heads)
        self.o_proj = RowParallelLinear(hidden, hidden)

    @torch.compile(fullgraph=True)
    def forward(self, x):
        b, s, _ = x.shape
        q, k, v = self.qkv(self.norm(x))
        h = self.qkv.num_heads
        q, k, v = (t.reshape(b, s, h, -1).transpose(1, 2) for t in (q, k, v))
        attn = nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        return x + self.o_proj(attn.transpose(1, 2).reshape(b, s, -1))


def build_block() -> ParallelBlock:
    return ParallelBlock().eval()
