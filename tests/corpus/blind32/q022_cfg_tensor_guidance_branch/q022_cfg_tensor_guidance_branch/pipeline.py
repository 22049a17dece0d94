import math

import torch
from torch import nn

from .guidance import ClassifierFreeGuidance


def sinusoidal(t: torch.Tensor, dim: int) -> torch.Tensor:
    half = dim // 2
    freqs = torch.exp(-math.log(10000.0) * torch.arange(half, dtype=torch.float32) / half)
    args = t[:, None] * freqs[None]
    return torch.cat([args.sin(), args.cos()], dim=-1)


class CrossAttnBlock(nn.Module):
    def __init__(self, dim: int, ctx_dim: int):
        super().__init__()
        self.q = nn.Linear(dim, dim)
        self.kv = nn.Linear(ctx_dim, 2 * dim)
        self.out = nn.Linear(dim, dim)

    def forward(self, x, ctx):
        q = self.q(x)
        k, v = self.kv(ctx).chunk(2, dim=-1)
        attn = torch.nn.functional.scaled_dot_product_attention(q, k, v)
        return x + self.out(attn)


class TinyUNet(nn.Module):
    def __init__(self, channels: int = 4, dim: int = 32, ctx_dim: int = 16):
        super().__init__()
        self.dim = dim
        self.inp = nn.Conv2d(channels, dim, 3, padding=1)
        self.temb = nn.Linear(dim, dim)
        self.attn = CrossAttnBlock(dim, ctx_dim)
        self.outp = nn.Conv2d(dim, channels, 3, padding=1)

    def forward(self, x, t, ctx):
        b, _, h, w = x.shape
        hid = self.inp(x) + self.temb(sinusoidal(t, self.dim))[:, :, None, None]
        seq = hid.flatten(2).transpose(1, 2)
        seq = self.attn(seq, ctx)
        hid = seq.transpose(1, 2).reshape(b, self.dim, h, w)
        return self.outp(hid)


class CFGDenoiser:
    def __init__(self):
        self.unet = TinyUNet()
        self.cfg = ClassifierFreeGuidance()

    def __call__(self, latents, t, cond_emb, uncond_emb, guidance_scale):
        if self.cfg.needs_uncond(guidance_scale):
            x_in = torch.cat([latents, latents])
            ctx = torch.cat([uncond_emb, cond_emb])
            uncond, cond = self.unet(x_in, torch.cat([t, t]), ctx).chunk(2)
            return self.cfg.combine(uncond, cond, guidance_scale)
        return self.unet(latents, t, cond_emb)


_denoiser = CFGDenoiser()


@torch.compile(fullgraph=True)
def denoise_step(latents, t, cond_emb, uncond_emb, guidance_scale):
    return _denoiser(latents, t, cond_emb, uncond_emb, guidance_scale)
