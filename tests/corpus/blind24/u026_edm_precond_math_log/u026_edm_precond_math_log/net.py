import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class FourierFeatures(nn.Module):
    def __init__(self, dim, bandwidth=1.0):
        super().__init__()
        self.register_buffer("freqs", 2 * math.pi * torch.randn(dim) * bandwidth)
        self.register_buffer("phases", 2 * math.pi * torch.rand(dim))

    def forward(self, x):
        return torch.cos(x[:, None] * self.freqs + self.phases) * math.sqrt(2)


class DiTLayer(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        self.heads = heads
        self.norm = nn.LayerNorm(d, elementwise_affine=False)
        self.mod = nn.Linear(d, 3 * d)
        self.qkv = nn.Linear(d, 3 * d, bias=False)
        self.out = nn.Linear(d, d)
        self.ff = nn.Sequential(nn.Linear(d, 2 * d), nn.SiLU(), nn.Linear(2 * d, d))

    def forward(self, x, emb):
        scale, shift, gate = self.mod(emb)[:, None].chunk(3, -1)
        h = self.norm(x) * (1 + scale) + shift
        B, N, D = h.shape
        q, k, v = self.qkv(h).view(B, N, 3, self.heads, -1).permute(2, 0, 3, 1, 4)
        h = F.scaled_dot_product_attention(q, k, v).transpose(1, 2).reshape(B, N, D)
        x = x + gate * self.out(h)
        return x + self.ff(self.norm(x))


class PatchDiT(nn.Module):
    def __init__(self, ch=4, d=32, heads=2, depth=2, p=2):
        super().__init__()
        self.p = p
        self.inp = nn.Linear(ch * p * p, d)
        self.emb = nn.Sequential(FourierFeatures(d), nn.Linear(d, d), nn.SiLU())
        self.layers = nn.ModuleList(DiTLayer(d, heads) for _ in range(depth))
        self.outp = nn.Linear(d, ch * p * p)

    def forward(self, x, c_noise):
        B, C, H, W = x.shape
        p = self.p
        t = x.unfold(2, p, p).unfold(3, p, p).permute(0, 2, 3, 1, 4, 5).reshape(B, -1, C * p * p)
        h = self.inp(t)
        emb = self.emb(c_noise)
        for layer in self.layers:
            h = layer(h, emb)
        h = self.outp(h).view(B, H // p, W // p, C, p, p).permute(0, 3, 1, 4, 2, 5)
        return h.reshape(B, C, H, W)
