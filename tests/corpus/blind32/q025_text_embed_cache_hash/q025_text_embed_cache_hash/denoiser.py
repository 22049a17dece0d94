import math

import torch
from torch import nn

from . import text_cache


class TimestepEmbedder(nn.Module):
    def __init__(self, dim: int, freq_dim: int = 32):
        super().__init__()
        self.freq_dim = freq_dim
        self.mlp = nn.Sequential(nn.Linear(freq_dim, dim), nn.SiLU(), nn.Linear(dim, dim))

    def forward(self, t):
        half = self.freq_dim // 2
        freqs = torch.exp(-math.log(10000) * torch.arange(half, dtype=torch.float32) / half)
        args = t[:, None] * freqs
        return self.mlp(torch.cat([args.cos(), args.sin()], dim=-1))


class PromptConditionedDenoiser(nn.Module):
    def __init__(self, channels: int = 4, dim: int = 16):
        super().__init__()
        self.text = text_cache.TextEmbeddingCache(text_cache.TinyTextEncoder(dim=dim))
        self.t_embed = TimestepEmbedder(dim)
        self.inp = nn.Conv2d(channels, dim, 1)
        self.xattn = nn.MultiheadAttention(dim, 2, batch_first=True)
        self.out = nn.Conv2d(dim, channels, 1)

    def forward(self, latents, t, token_ids):
        ctx = self.text.get(token_ids)
        b, _, h, w = latents.shape
        x = self.inp(latents) + self.t_embed(t)[:, :, None, None]
        seq = x.flatten(2).transpose(1, 2)
        seq = seq + self.xattn(seq, ctx, ctx, need_weights=False)[0]
        return self.out(seq.transpose(1, 2).reshape(b, -1, h, w))


compiled = torch.compile(PromptConditionedDenoiser().eval(), fullgraph=True)
