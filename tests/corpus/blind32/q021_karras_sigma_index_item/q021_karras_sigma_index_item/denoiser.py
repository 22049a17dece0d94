import torch
from torch import nn

from .schedule import KarrasSigmaTable, timestep_embedding


class ResBlock(nn.Module):
    def __init__(self, channels: int, emb_dim: int):
        super().__init__()
        self.norm = nn.GroupNorm(2, channels)
        self.conv = nn.Conv2d(channels, channels, 3, padding=1)
        self.emb = nn.Linear(emb_dim, channels)

    def forward(self, x, emb):
        h = self.conv(torch.nn.functional.silu(self.norm(x)))
        return x + h + self.emb(emb)[:, :, None, None]


class KarrasDenoiser(nn.Module):
    def __init__(self, channels: int = 4, hidden: int = 16, emb_dim: int = 32):
        super().__init__()
        self.schedule = KarrasSigmaTable()
        self.emb_dim = emb_dim
        self.time_mlp = nn.Sequential(nn.Linear(emb_dim, emb_dim), nn.SiLU(), nn.Linear(emb_dim, emb_dim))
        self.proj_in = nn.Conv2d(channels, hidden, 1)
        self.blocks = nn.ModuleList([ResBlock(hidden, emb_dim) for _ in range(2)])
        self.proj_out = nn.Conv2d(hidden, channels, 1)

    def forward(self, latents: torch.Tensor, sigma: torch.Tensor) -> torch.Tensor:
        c_skip, c_out, c_in = self.schedule.c_skip_out_in(sigma[:, None, None, None])
        t = self.schedule.timestep_for(sigma)
        emb = self.time_mlp(timestep_embedding(t, self.emb_dim))
        h = self.proj_in(latents * c_in)
        for block in self.blocks:
            h = block(h, emb)
        return c_skip * latents + c_out * self.proj_out(h)


compiled_denoiser = torch.compile(KarrasDenoiser(), fullgraph=True)
