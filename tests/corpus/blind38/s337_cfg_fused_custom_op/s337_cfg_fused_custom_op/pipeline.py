from dataclasses import dataclass

import torch
import torch.nn as nn

from . import ops


@dataclass(frozen=True)
class SamplingConfig:
    guidance_scale: float = 5.0
    threshold_percentile: float = 0.995
    cond_dim: int = 12


class CondUNet(nn.Module):
    def __init__(self, cfg: SamplingConfig, ch: int = 4, hidden: int = 16):
        super().__init__()
        self.t_proj = nn.Linear(1, hidden)
        self.c_proj = nn.Linear(cfg.cond_dim, hidden)
        self.conv_in = nn.Conv2d(ch, hidden, 3, padding=1)
        self.conv_out = nn.Conv2d(hidden, ch, 3, padding=1)

    def forward(self, x, t, cond):
        emb = self.t_proj(t[:, None]) + self.c_proj(cond)
        return self.conv_out(torch.relu(self.conv_in(x) + emb[:, :, None, None]))


class GuidedDenoiser(nn.Module):
    def __init__(self, cfg: SamplingConfig):
        super().__init__()
        self.cfg = cfg
        self.unet = CondUNet(cfg)
        self.register_buffer("null_cond", torch.zeros(1, cfg.cond_dim))

    def forward(self, x, t, cond):
        batch = x.shape[0]
        x_in = torch.cat([x, x])
        t_in = torch.cat([t, t])
        c_in = torch.cat([self.null_cond.expand(batch, -1), cond])
        eps_uncond, eps_text = self.unet(x_in, t_in, c_in).chunk(2)
        return ops.cfg_combine(eps_uncond, eps_text, self.cfg.guidance_scale, self.cfg.threshold_percentile)


_MODEL = GuidedDenoiser(SamplingConfig()).eval()


@torch.compile(fullgraph=True)
def guided_step(x, t, cond):
    eps = _MODEL(x, t, cond)
    return x - 0.1 * eps
