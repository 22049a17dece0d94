import math

import torch
from torch import nn

from .telemetry import check_finite, timed_stage


def get_timestep_embedding(timesteps: torch.Tensor, dim: int, flip_sin_to_cos: bool = True) -> torch.Tensor:
    half = dim // 2
    exponent = -math.log(10000) * torch.arange(half, dtype=torch.float32) / half
    emb = timesteps[:, None].float() * torch.exp(exponent)[None, :]
    emb = torch.cat([emb.sin(), emb.cos()], dim=-1)
    if flip_sin_to_cos:
        emb = torch.cat([emb[:, half:], emb[:, :half]], dim=-1)
    return emb


class DownBlock(nn.Module):
    def __init__(self, cin, cout, temb_dim):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, padding=1)
        self.conv2 = nn.Conv2d(cout, cout, 3, padding=1)
        self.temb = nn.Linear(temb_dim, cout)
        self.skip = nn.Conv2d(cin, cout, 1) if cin != cout else nn.Identity()

    def forward(self, x, temb):
        h = nn.functional.silu(self.conv1(x)) + self.temb(temb)[:, :, None, None]
        return self.skip(x) + self.conv2(nn.functional.silu(h))


class SmallUNet(nn.Module):
    def __init__(self, ch=4, base=8, temb_dim=32):
        super().__init__()
        self.temb_dim = temb_dim
        self.time_mlp = nn.Sequential(nn.Linear(temb_dim, temb_dim), nn.SiLU(), nn.Linear(temb_dim, temb_dim))
        self.down = DownBlock(ch, base, temb_dim)
        self.mid = DownBlock(base, base, temb_dim)
        self.out = nn.Conv2d(base, ch, 1)

    @timed_stage("time_embedding")
    def embed_time(self, t):
        return self.time_mlp(get_timestep_embedding(t, self.temb_dim))

    @timed_stage("unet_body")
    def body(self, x, temb):
        h = self.down(x, temb)
        h = check_finite("mid_input", h)
        return self.mid(h, temb)

    def forward(self, sample, timestep):
        temb = self.embed_time(timestep)
        h = self.body(sample, temb)
        return check_finite("unet_out", self.out(h))


compiled_unet = torch.compile(SmallUNet(), fullgraph=True)
