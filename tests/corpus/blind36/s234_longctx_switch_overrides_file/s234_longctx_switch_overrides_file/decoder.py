import torch
from torch import nn

from .longrope import LongRopeEmbedding


def rotate_half(x):
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


class PhiStyleAttention(nn.Module):
    def __init__(self, hidden=16, heads=2):
        super().__init__()
        self.heads = heads
        self.head_dim = hidden // heads
        self.qkv_proj = nn.Linear(hidden, 3 * hidden)
        self.dense = nn.Linear(hidden, hidden)
        self.rotary = LongRopeEmbedding(self.head_dim)

    def forward(self, hidden_states, position_ids):
        b, s, h = hidden_states.shape
        qkv = self.qkv_proj(hidden_states).view(b, s, 3, self.heads, self.head_dim)
        q, k, v = qkv.permute(2, 0, 3, 1, 4).unbind(0)
        cos, sin = self.rotary(position_ids, s)
        cos, sin = cos.unsqueeze(1), sin.unsqueeze(1)
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        out = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.dense(out.transpose(1, 2).reshape(b, s, h))


attn = PhiStyleAttention()
attn_forward = torch.compile(attn.forward, fullgraph=True)
