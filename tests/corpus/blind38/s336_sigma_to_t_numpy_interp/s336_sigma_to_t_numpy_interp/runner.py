import math

import torch
import torch.nn as nn

from .schedule import get_schedule


class EpsUNet(nn.Module):
    def __init__(self, ch: int = 4, emb: int = 16):
        super().__init__()
        self.emb = emb
        self.t_proj = nn.Linear(emb, ch)
        self.conv = nn.Conv2d(ch, ch, 3, padding=1)

    def forward(self, x: torch.Tensor, t: torch.Tensor) -> torch.Tensor:
        half = self.emb // 2
        freqs = torch.exp(-math.log(10000.0) * torch.arange(half) / half)
        e = t.reshape(-1, 1) * freqs
        e = torch.cat([e.cos(), e.sin()], dim=-1)
        return self.conv(x) + self.t_proj(e)[:, :, None, None]


class KarrasDenoiser(nn.Module):
    """Wraps an eps-prediction UNet so it can be driven by continuous sigmas."""

    def __init__(self, inner: nn.Module, schedule_name: str = "scaled_linear"):
        super().__init__()
        self.inner = inner
        self.schedule = get_schedule(schedule_name)

    def forward(self, x: torch.Tensor, sigma: torch.Tensor) -> torch.Tensor:
        c_in = 1.0 / (sigma ** 2 + 1.0) ** 0.5
        t = self.schedule.sigma_to_t(sigma)
        eps = self.inner(x * c_in, t)
        return x - eps * sigma


_DENOISER = KarrasDenoiser(EpsUNet()).eval()


@torch.compile(fullgraph=True)
def karras_step(x: torch.Tensor, sigma: torch.Tensor, sigma_next: torch.Tensor) -> torch.Tensor:
    denoised = _DENOISER(x, sigma)
    d = (x - denoised) / sigma
    return x + d * (sigma_next - sigma)
