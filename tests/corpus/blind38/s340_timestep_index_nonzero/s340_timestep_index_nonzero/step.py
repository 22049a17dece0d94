import math

import torch
import torch.nn as nn

from .scheduler import EulerDiscreteScheduler


class EpsNet(nn.Module):
    def __init__(self, ch: int = 4, emb: int = 16):
        super().__init__()
        self.emb = emb
        self.t_mlp = nn.Sequential(nn.Linear(emb, emb), nn.SiLU(), nn.Linear(emb, ch))
        self.conv = nn.Conv2d(ch, ch, 3, padding=1)

    def forward(self, x: torch.Tensor, t: torch.Tensor) -> torch.Tensor:
        half = self.emb // 2
        freqs = torch.exp(-math.log(10000.0) * torch.arange(half, dtype=torch.float32) / half)
        args = t.reshape(1, 1) * freqs[None]
        e = self.t_mlp(torch.cat([args.cos(), args.sin()], dim=-1))
        return self.conv(x) + e[:, :, None, None]


class SamplingStep(nn.Module):
    def __init__(self, scheduler: EulerDiscreteScheduler):
        super().__init__()
        self.scheduler = scheduler
        self.net = EpsNet()

    def forward(self, latents: torch.Tensor, timestep: torch.Tensor) -> torch.Tensor:
        model_in = self.scheduler.scale_model_input(latents, timestep)
        eps = self.net(model_in, timestep)
        return self.scheduler.step(eps, timestep, latents)


def _default_step() -> SamplingStep:
    sched = EulerDiscreteScheduler()
    sched.set_timesteps(8)
    return SamplingStep(sched).eval()


DEFAULT_STEP = _default_step()
compiled_forward = torch.compile(DEFAULT_STEP.forward, fullgraph=True)
