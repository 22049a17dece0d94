import math
from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class DiTConfig:
    in_channels: int = 4
    patch_size: int = 2
    hidden: int = 32
    heads: int = 4
    depth: int = 2


def timestep_embedding(t: torch.Tensor, dim: int, max_period: float = 10000.0) -> torch.Tensor:
    half = dim // 2
    freqs = torch.exp(-math.log(max_period) * torch.arange(half, dtype=torch.float32) / half)
    args = t.float()[:, None] * freqs[None]
    return torch.cat([torch.cos(args), torch.sin(args)], dim=-1)


class AdaLNBlock(nn.Module):
    def __init__(self, cfg: DiTConfig):
        super().__init__()
        d = cfg.hidden
        self.heads = cfg.heads
        self.norm1 = nn.LayerNorm(d, elementwise_affine=False)
        self.norm2 = nn.LayerNorm(d, elementwise_affine=False)
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.mlp = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(approximate="tanh"), nn.Linear(4 * d, d))
        self.ada = nn.Linear(d, 6 * d)

    def forward(self, x, c):
        s1, b1, g1, s2, b2, g2 = self.ada(F.silu(c)).unsqueeze(1).chunk(6, dim=-1)
        h = self.norm1(x) * (1 + s1) + b1
        B, N, D = h.shape
        q, k, v = self.qkv(h).view(B, N, 3, self.heads, D // self.heads).permute(2, 0, 3, 1, 4)
        a = F.scaled_dot_product_attention(q, k, v).transpose(1, 2).reshape(B, N, D)
        x = x + g1 * self.proj(a)
        x = x + g2 * self.mlp(self.norm2(x) * (1 + s2) + b2)
        return x


class TinyDiT(nn.Module):
    def __init__(self, cfg: DiTConfig):
        super().__init__()
        self.cfg = cfg
        p, c, d = cfg.patch_size, cfg.in_channels, cfg.hidden
        self.patch = nn.Linear(p * p * c, d)
        self.t_embed = nn.Sequential(nn.Linear(d, d), nn.SiLU(), nn.Linear(d, d))
        self.blocks = nn.ModuleList(AdaLNBlock(cfg) for _ in range(cfg.depth))
        self.out = nn.Linear(d, p * p * c)

    def forward(self, latents, timestep):
        B, C, H, W = latents.shape
        p = self.cfg.patch_size
        x = latents.view(B, C, H // p, p, W // p, p).permute(0, 2, 4, 3, 5, 1).reshape(B, -1, p * p * C)
        x = self.patch(x)
        c = self.t_embed(timestep_embedding(timestep.expand(B), self.cfg.hidden))
        for blk in self.blocks:
            x = blk(x, c)
        x = self.out(x).view(B, H // p, W // p, p, p, C)
        return x.permute(0, 5, 1, 3, 2, 4).reshape(B, C, H, W)
