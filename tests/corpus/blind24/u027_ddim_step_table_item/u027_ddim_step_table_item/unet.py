import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class ResBlock(nn.Module):
    def __init__(self, ch, temb):
        super().__init__()
        self.n1, self.n2 = nn.GroupNorm(4, ch), nn.GroupNorm(4, ch)
        self.c1, self.c2 = nn.Conv2d(ch, ch, 3, padding=1), nn.Conv2d(ch, ch, 3, padding=1)
        self.t = nn.Linear(temb, ch)

    def forward(self, x, temb):
        h = self.c1(F.silu(self.n1(x))) + self.t(temb)[:, :, None, None]
        return x + self.c2(F.silu(self.n2(h)))


class TinyUNet(nn.Module):
    def __init__(self, ch=4, width=16, ctx=8):
        super().__init__()
        self.width = width
        self.inp = nn.Conv2d(ch, width, 3, padding=1)
        self.temb = nn.Sequential(nn.Linear(width, width), nn.SiLU(), nn.Linear(width, width))
        self.ctx = nn.Linear(ctx, width)
        self.res = nn.ModuleList([ResBlock(width, width), ResBlock(width, width)])
        self.out = nn.Conv2d(width, ch, 3, padding=1)

    def forward(self, x, t: int, context):
        half = self.width // 2
        freqs = torch.exp(-math.log(10000.0) * torch.arange(half, dtype=torch.float32) / half)
        ang = t * freqs
        temb = self.temb(torch.cat([ang.cos(), ang.sin()]))[None].expand(x.shape[0], -1)
        temb = temb + self.ctx(context).mean(1)
        h = self.inp(x)
        for r in self.res:
            h = r(h, temb)
        return self.out(h)
