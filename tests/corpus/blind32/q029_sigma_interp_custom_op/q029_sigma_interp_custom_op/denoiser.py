import math

import torch
from torch import nn

from .ops import sigma_to_t


class FourierTimeEmbed(nn.Module):
    def __init__(self, dim: int = 32):
        super().__init__()
        half = dim // 2
        self.register_buffer("freqs", torch.exp(-math.log(10000) * torch.arange(half) / half), persistent=False)
        self.proj = nn.Sequential(nn.Linear(dim, dim), nn.SiLU(), nn.Linear(dim, dim))

    def forward(self, t):
        args = t[:, None] * self.freqs[None]
        return self.proj(torch.cat([args.cos(), args.sin()], dim=-1))


class EpsUNetLite(nn.Module):
    def __init__(self, ch=4, hidden=16, tdim=32):
        super().__init__()
        self.embed = FourierTimeEmbed(tdim)
        self.conv_in = nn.Conv2d(ch, hidden, 3, padding=1)
        self.film = nn.Linear(tdim, 2 * hidden)
        self.conv_out = nn.Conv2d(hidden, ch, 3, padding=1)

    def forward(self, x, t):
        scale, shift = self.film(self.embed(t)).chunk(2, dim=-1)
        h = self.conv_in(x) * (1 + scale[:, :, None, None]) + shift[:, :, None, None]
        return self.conv_out(nn.functional.silu(h))


class DiscreteEpsWrapper(nn.Module):
    """k-diffusion style wrapper: continuous sigma in, eps-model with discrete t inside."""

    def __init__(self, inner: nn.Module):
        super().__init__()
        self.inner = inner

    def forward(self, x, sigma):
        c_in = 1.0 / (sigma ** 2 + 1.0).sqrt()
        t = sigma_to_t(sigma)
        eps = self.inner(x * c_in[:, None, None, None], t)
        return x - eps * sigma[:, None, None, None]


_model = DiscreteEpsWrapper(EpsUNetLite()).eval()


@torch.compile(fullgraph=True)
def edm_denoise(x: torch.Tensor, sigma: torch.Tensor) -> torch.Tensor:
    return _model(x, sigma)
