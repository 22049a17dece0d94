import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .fbcache import FirstBlockCache


class Block(nn.Module):
    def __init__(self, d, heads=2):
        super().__init__()
        self.heads = heads
        self.n1, self.n2 = nn.LayerNorm(d, elementwise_affine=False), nn.LayerNorm(d, elementwise_affine=False)
        self.ada = nn.Linear(d, 4 * d)
        self.qkv, self.o = nn.Linear(d, 3 * d), nn.Linear(d, d)
        self.mlp = nn.Sequential(nn.Linear(d, 2 * d), nn.GELU(), nn.Linear(2 * d, d))

    def forward(self, x, c):
        a, b, g, h = self.ada(c)[:, None].chunk(4, -1)
        y = self.n1(x) * (1 + a) + b
        B, N, D = y.shape
        q, k, v = self.qkv(y).view(B, N, 3, self.heads, -1).permute(2, 0, 3, 1, 4)
        x = x + g * self.o(F.scaled_dot_product_attention(q, k, v).transpose(1, 2).reshape(B, N, D))
        return x + h * self.mlp(self.n2(x))


class CachedDiT(nn.Module):
    def __init__(self, d=32, depth=4, in_dim=16, num_tokens=16):
        super().__init__()
        self.d = d
        self.proj_in = nn.Linear(in_dim, d)
        self.t_mlp = nn.Sequential(nn.Linear(d, d), nn.SiLU(), nn.Linear(d, d))
        self.blocks = nn.ModuleList(Block(d) for _ in range(depth))
        self.proj_out = nn.Linear(d, in_dim)
        self.cache = FirstBlockCache(d, num_tokens)

    def t_embed(self, t):
        half = self.d // 2
        f = torch.exp(-math.log(10000.0) * torch.arange(half, dtype=torch.float32) / half)
        return self.t_mlp(torch.cat([(t[:, None] * f).sin(), (t[:, None] * f).cos()], -1))

    def forward(self, tokens: torch.Tensor, t: torch.Tensor) -> torch.Tensor:
        c = self.t_embed(t)
        x = self.proj_in(tokens)
        first = self.blocks[0](x, c)
        first_residual = first - x
        with self.cache.stats.timer("body"):
            if self.cache.can_use_cache(first_residual):
                x = first + self.cache.tail_residual
            else:
                x = first
                for blk in self.blocks[1:]:
                    x = blk(x, c)
                self.cache.update(first_residual, x - first)
        return self.proj_out(x)


torch.manual_seed(0)
model = CachedDiT().eval()
compiled_model = torch.compile(model.forward, fullgraph=True)
