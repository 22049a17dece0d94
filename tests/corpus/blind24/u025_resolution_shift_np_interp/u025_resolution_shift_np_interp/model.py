import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .rope import Rope3D, apply_rotary
from .timestep_shift import ResolutionShift


class SelfAttention(nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads, self.hd = heads, dim // heads
        self.qkv = nn.Linear(dim, 3 * dim)
        self.o = nn.Linear(dim, dim)

    def forward(self, x, cos, sin):
        B, N, D = x.shape
        q, k, v = self.qkv(x).view(B, N, 3, self.heads, self.hd).permute(2, 0, 3, 1, 4)
        q, k = apply_rotary(q, cos, sin), apply_rotary(k, cos, sin)
        return self.o(F.scaled_dot_product_attention(q, k, v).transpose(1, 2).reshape(B, N, D))


class Block(nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        self.n1, self.n2 = nn.LayerNorm(dim), nn.LayerNorm(dim)
        self.attn = SelfAttention(dim, heads)
        self.mlp = nn.Sequential(nn.Linear(dim, 2 * dim), nn.GELU(), nn.Linear(2 * dim, dim))
        self.ada = nn.Linear(dim, 4 * dim)

    def forward(self, x, temb, cos, sin):
        sc1, sh1, sc2, sh2 = self.ada(temb)[:, None].chunk(4, -1)
        x = x + self.attn(self.n1(x) * (1 + sc1) + sh1, cos, sin)
        return x + self.mlp(self.n2(x) * (1 + sc2) + sh2)


class ShiftedTimestepEmbedder(nn.Module):
    def __init__(self, dim: int, freq_dim: int = 32, shift: str = "linear"):
        super().__init__()
        self.freq_dim = freq_dim
        self.shift = ResolutionShift(shift)
        self.mlp = nn.Sequential(nn.Linear(freq_dim, dim), nn.SiLU(), nn.Linear(dim, dim))

    def forward(self, sigma: torch.Tensor, seq_len: int) -> torch.Tensor:
        t = self.shift(sigma, seq_len) * 1000.0
        half = self.freq_dim // 2
        freqs = torch.exp(-math.log(10000.0) * torch.arange(half, dtype=torch.float32) / half)
        return self.mlp(torch.cat([(t[:, None] * freqs).cos(), (t[:, None] * freqs).sin()], -1))


class VideoTransformer(nn.Module):
    def __init__(self, ch=4, dim=48, heads=2, depth=2, patch=(1, 2, 2)):
        super().__init__()
        self.patch = patch
        self.embed = nn.Conv3d(ch, dim, patch, patch)
        self.rope = Rope3D(dim // heads)
        self.time = ShiftedTimestepEmbedder(dim)
        self.blocks = nn.ModuleList(Block(dim, heads) for _ in range(depth))
        self.head = nn.Linear(dim, ch * math.prod(patch))

    def forward(self, latents, sigma):
        B, C, T, H, W = latents.shape
        pt, ph, pw = self.patch
        grid = (T // pt, H // ph, W // pw)
        x = self.embed(latents).flatten(2).transpose(1, 2)
        temb = self.time(sigma, x.shape[1])
        cos, sin = self.rope(grid)
        for blk in self.blocks:
            x = blk(x, temb, cos, sin)
        x = self.head(x).view(B, *grid, pt, ph, pw, C)
        return x.permute(0, 7, 1, 4, 2, 5, 3, 6).reshape(B, C, T, H, W)
