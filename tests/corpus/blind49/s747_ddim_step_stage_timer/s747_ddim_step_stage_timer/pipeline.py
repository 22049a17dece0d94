import torch
import torch.nn as nn

from .scheduling_ddim import DDIMScheduler


class TinyDenoiser(nn.Module):
    def __init__(self, channels: int = 8, temb_dim: int = 8):
        super().__init__()
        self.temb = nn.Embedding(1000, temb_dim)
        self.ada = nn.Linear(temb_dim, 2 * channels)
        self.net = nn.Sequential(nn.Linear(channels, 16), nn.SiLU(), nn.Linear(16, channels))

    def forward(self, x: torch.Tensor, t: torch.Tensor) -> torch.Tensor:
        scale, shift = self.ada(self.temb(t)).unsqueeze(1).chunk(2, dim=-1)
        return self.net(x * (1 + scale) + shift)


class DDIMDenoiseStage:
    def __init__(self, model: nn.Module, scheduler: DDIMScheduler, guidance_scale: float = 6.0):
        self.model = model
        self.scheduler = scheduler
        self.guidance_scale = guidance_scale

    def predict_noise(self, latents: torch.Tensor, t: torch.Tensor) -> torch.Tensor:
        latent_in = torch.cat([latents, latents])
        t_in = t.expand(latent_in.shape[0])
        eps = self.model(latent_in, t_in)
        eps_uncond, eps_cond = eps.chunk(2)
        return eps_uncond + self.guidance_scale * (eps_cond - eps_uncond)

    def denoise_step(self, latents: torch.Tensor, t: torch.Tensor) -> torch.Tensor:
        noise_pred = self.predict_noise(latents, t)
        return self.scheduler.step(noise_pred, t, latents)


_stage = DDIMDenoiseStage(TinyDenoiser(), DDIMScheduler())
_stage.scheduler.set_timesteps(25)


def denoise_step(latents: torch.Tensor, t: torch.Tensor) -> torch.Tensor:
    return _stage.denoise_step(latents, t)


step = torch.compile(denoise_step, fullgraph=True)
