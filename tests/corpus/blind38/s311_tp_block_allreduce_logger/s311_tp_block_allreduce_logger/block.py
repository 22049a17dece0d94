import torch
from torch import nn

from .layers import ColumnParallelLinear, RowParallelLinear


class ParallelMLP(nn.Module):
    def __init__(self, hidden, ffn):
        super().__init__()
        self.up = ColumnParallelLinear(hidden, ffn)
        self.down = RowParallelLinear(ffn, hidden)

    def forward(self, x):
        return self.down(nn.functional.gelu(self.up(x)))


class ParallelAttention(nn.Module):
    def __init__(self, hidden, heads):
        super().__init__()
        self.heads = heads
        self.qkv = ColumnParallelLinear(hidden, 3 * hidden)
        self.proj = RowParallelLinear(hidden, hidden)

    def forward(self, x):
        b, s, _ = x.shape
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q, k, v = (t.view(b, s, self.heads, -1).transpose(1, 2) for t in (q, k, v))
        out = nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.proj(out.transpose(1, 2).reshape(b, s, -1))


class TransformerBlock(nn.Module):
    def __init__(self, hidden=16, heads=2, ffn=32):
        super().__init__()
        self.ln1 = nn.LayerNorm(hidden)
        self.attn = ParallelAttention(hidden, heads)
        self.ln2 = nn.LayerNorm(hidden)
        self.mlp = ParallelMLP(hidden, ffn)

    def forward(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))


compiled_block = torch.compile(TransformerBlock(), fullgraph=True)
