import torch
import torch.nn as nn

from .scheduler import EulerAncestralScheduler, KarrasSchedule


class TinyUNetStandIn(nn.Module):
    def __init__(self, channels: int = 8, context_dim: int = 8):
        super().__init__()
        self.proj = nn.Linear(channels, channels)
        self.ctx = nn.Linear(context_dim, channels)
        self.out = nn.Linear(channels, channels)

    def forward(self, x, sigma, context):
        h = self.proj(x) + self.ctx(context).mean(dim=1, keepdim=True)
        return self.out(torch.tanh(h) * sigma.reshape(-1, 1, 1).log1p())


class CFGDenoiser:
    def __init__(self, model: nn.Module, scheduler: EulerAncestralScheduler, guidance_scale: float):
        self.model = model
        self.scheduler = scheduler
        self.guidance_scale = guidance_scale

    def combine(self, cond: torch.Tensor, uncond: torch.Tensor) -> torch.Tensor:
        return uncond + self.guidance_scale * (cond - uncond)

    def __call__(self, latents, step_index, cond_ctx, uncond_ctx):
        latent_in = torch.cat([latents, latents])
        latent_in = self.scheduler.scale_model_input(latent_in, step_index)
        sigma = self.scheduler.sigmas.index_select(0, step_index.reshape(1)).expand(latent_in.shape[0])
        out = self.model(latent_in, sigma, torch.cat([cond_ctx, uncond_ctx]))
        cond, uncond = out.chunk(2)
        return self.scheduler.step(self.combine(cond, uncond), latents, step_index)


_scheduler = EulerAncestralScheduler(KarrasSchedule(), eta=1.0)
_scheduler.set_timesteps(6)
_denoiser = CFGDenoiser(TinyUNetStandIn(), _scheduler, guidance_scale=7.5)


def sample_step(latents, step_index, cond_ctx, uncond_ctx):
    return _denoiser(latents, step_index, cond_ctx, uncond_ctx)


compiled_sample_step = torch.compile(sample_step, fullgraph=True)
