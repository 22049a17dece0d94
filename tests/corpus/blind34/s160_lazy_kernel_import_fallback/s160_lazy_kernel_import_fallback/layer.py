import torch
import torch.nn as nn

from .varlen import varlen_attention


class VarlenAttentionLayer(nn.Module):
    def __init__(self, hidden: int = 8, num_heads: int = 2):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.out = nn.Linear(hidden, hidden)

    def forward(self, x, cu_seqlens):
        q, k, v = self.qkv(x).view(-1, 3, self.num_heads, self.head_dim).unbind(1)
        o = varlen_attention(q, k, v, cu_seqlens, self.head_dim**-0.5)
        return self.out(o.flatten(1))


layer = VarlenAttentionLayer()
forward = torch.compile(layer, fullgraph=True)
