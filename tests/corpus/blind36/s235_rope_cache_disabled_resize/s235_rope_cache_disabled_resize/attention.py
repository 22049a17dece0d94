import torch
from torch import nn

from .embedding import LinearScalingRotaryEmbedding, RotaryEmbedding

ROPE_CLASSES = {
    "default": RotaryEmbedding,
    "linear": LinearScalingRotaryEmbedding,
}


def _rotate_half(x):
    x1, x2 = x[..., : x.shape[-1] // 2], x[..., x.shape[-1] // 2:]
    return torch.cat((-x2, x1), dim=-1)


class RopeAttention(nn.Module):
    def __init__(self, hidden=16, heads=2, rope_type="linear"):
        super().__init__()
        self.heads = heads
        self.head_dim = hidden // heads
        self.proj = nn.Linear(hidden, 3 * hidden, bias=False)
        self.out = nn.Linear(hidden, hidden, bias=False)
        self.rotary_emb = ROPE_CLASSES[rope_type](self.head_dim)

    def forward(self, x):
        b, s, h = x.shape
        q, k, v = self.proj(x).view(b, s, 3, self.heads, self.head_dim).transpose(1, 3).unbind(2)
        cos, sin = self.rotary_emb(x, s)
        q = q * cos + _rotate_half(q) * sin
        k = k * cos + _rotate_half(k) * sin
        o = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.out(o.transpose(1, 2).reshape(b, s, h))


model = RopeAttention()
compiled = torch.compile(model, fullgraph=True)
