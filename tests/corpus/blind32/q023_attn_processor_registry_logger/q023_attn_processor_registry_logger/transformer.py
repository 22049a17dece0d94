import torch
from torch import nn

from .config import DEFAULT_ATTENTION
from .processors import get_processor


class AdaLNModulation(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.lin = nn.Linear(dim, 6 * dim)

    def forward(self, c):
        return self.lin(nn.functional.silu(c)).chunk(6, dim=-1)


class DiTBlock(nn.Module):
    def __init__(self, dim: int, heads: int, attn_cfg=DEFAULT_ATTENTION):
        super().__init__()
        self.heads = heads
        self.norm1 = nn.LayerNorm(dim, elementwise_affine=False)
        self.norm2 = nn.LayerNorm(dim, elementwise_affine=False)
        self.qkv = nn.Linear(dim, 3 * dim)
        self.q_norm = nn.RMSNorm(dim // heads) if attn_cfg.qk_norm else nn.Identity()
        self.proj = nn.Linear(dim, dim)
        self.mlp = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(approximate="tanh"), nn.Linear(4 * dim, dim))
        self.ada = AdaLNModulation(dim)
        self.processor = get_processor(attn_cfg)

    def attention(self, x):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        return self.proj(self.processor(q, k, v, self.heads))

    @torch.compile(fullgraph=True)
    def forward(self, x, c):
        shift1, scale1, gate1, shift2, scale2, gate2 = self.ada(c)
        h = self.norm1(x) * (1 + scale1[:, None]) + shift1[:, None]
        x = x + gate1[:, None] * self.attention(h)
        h = self.norm2(x) * (1 + scale2[:, None]) + shift2[:, None]
        return x + gate2[:, None] * self.mlp(h)
