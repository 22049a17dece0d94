import torch
import torch.nn as nn

from .schedulers import SCHEDULERS


class Denoiser(nn.Module):
    def __init__(self, channels: int = 4):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv2d(channels, 16, 3, padding=1), nn.GELU(), nn.Conv2d(16, channels, 3, padding=1)
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.net(x)


class Sampler:
    def __init__(self, scheduler, model: nn.Module):
        self.scheduler = scheduler
        self.model = model

    def sample_step(self, latents: torch.Tensor, step_index: int) -> torch.Tensor:
        model_in = self.scheduler.scale_model_input(latents, step_index)
        eps = self.model(model_in)
        return self.scheduler.step(eps, step_index, latents)


_ACTIVE = None


def build_sampler(name: str, num_steps: int = 20, sigma_min: float = 0.0312) -> Sampler:
    global _ACTIVE, compiled_step
    scheduler = SCHEDULERS[name](num_steps, sigma_min=sigma_min)
    _ACTIVE = Sampler(scheduler, Denoiser().eval())
    compiled_step = torch.compile(_ACTIVE.sample_step, fullgraph=True)
    return _ACTIVE


compiled_step = None
