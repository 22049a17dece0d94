import math

import torch
import torch.nn as nn
import torch.nn.functional as F


def timestep_embedding(t: torch.Tensor, dim: int, max_period: float = 10000.0) -> torch.Tensor:
    half = dim // 2
    freqs = torch.exp(-math.log(max_period) * torch.arange(half, dtype=torch.float32) / half)
    args = t[:, None].float() * freqs[None]
    return torch.cat([torch.cos(args), torch.sin(args)], dim=-1)


class TinyUNet(nn.Module):
    def __init__(self, channels: int = 4, cond_dim: int = 16, hidden: int = 32):
        super().__init__()
        self.hidden = hidden
        self.time_mlp = nn.Sequential(nn.Linear(hidden, hidden), nn.SiLU(), nn.Linear(hidden, hidden))
        self.cond_proj = nn.Linear(cond_dim, hidden)
        self.conv_in = nn.Conv2d(channels, hidden, 3, padding=1)
        self.conv_out = nn.Conv2d(hidden, channels, 3, padding=1)

    def forward(self, x: torch.Tensor, t: torch.Tensor, cond: torch.Tensor) -> torch.Tensor:
        emb = self.time_mlp(timestep_embedding(t, self.hidden)) + self.cond_proj(cond)
        h = self.conv_in(x) + emb[:, :, None, None]
        return self.conv_out(F.silu(h))
