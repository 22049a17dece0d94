import torch
import torch.nn as nn
import torch.nn.functional as F


class TinyEpsNet(nn.Module):
    def __init__(self, ch=4, hidden=16, ctx_dim=8):
        super().__init__()
        self.inp = nn.Conv2d(ch, hidden, 3, padding=1)
        self.ctx = nn.Linear(ctx_dim, hidden)
        self.t = nn.Linear(1, hidden)
        self.mid = nn.Conv2d(hidden, hidden, 3, padding=1)
        self.out = nn.Conv2d(hidden, ch, 3, padding=1)

    def forward(self, x, c_noise, ctx):
        h = self.inp(x)
        h = h + (self.ctx(ctx.mean(1)) + self.t(c_noise[:, None]))[:, :, None, None]
        return self.out(F.silu(self.mid(F.silu(h))))


class CFGDenoiser(nn.Module):
    """Karras preconditioning + classifier-free guidance over a batched cond/uncond pass."""

    def __init__(self, net: nn.Module, guidance_scale: float = 5.0, sigma_data: float = 1.0):
        super().__init__()
        self.net = net
        self.guidance_scale = guidance_scale
        self.sigma_data = sigma_data

    def forward(self, x, sigma, cond, uncond):
        x_in = torch.cat([x, x])
        s_in = torch.cat([sigma, sigma])
        c_in = 1.0 / (s_in**2 + self.sigma_data**2) ** 0.5
        eps = self.net(x_in * c_in.view(-1, 1, 1, 1), s_in.log() / 4, torch.cat([uncond, cond]))
        eps_u, eps_c = eps.chunk(2)
        eps = eps_u + self.guidance_scale * (eps_c - eps_u)
        return x - eps * sigma.view(-1, 1, 1, 1)
