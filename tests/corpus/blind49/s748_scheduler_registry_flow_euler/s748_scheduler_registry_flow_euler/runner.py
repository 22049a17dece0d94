from dataclasses import dataclass, field

import torch

from .schedulers import build_scheduler
from .transformer import TinyMMDiT


@dataclass
class DenoiseConfig:
    scheduler: str = "flow_match_euler"
    scheduler_kwargs: dict = field(default_factory=lambda: {"shift": 3.0})
    num_inference_steps: int = 8
    guidance_scale: float = 3.5


class DenoiseRunner:
    def __init__(self, config: DenoiseConfig):
        self.config = config
        self.transformer = TinyMMDiT().eval()
        self.scheduler = build_scheduler(config.scheduler, **config.scheduler_kwargs)
        self.scheduler.set_timesteps(config.num_inference_steps)

    @torch.compile(fullgraph=True)
    def forward_step(self, latents: torch.Tensor, step_index: int) -> torch.Tensor:
        t = self.scheduler.timesteps[step_index]
        latent_in = torch.cat([latents, latents], dim=0)
        noise_pred = self.transformer(latent_in, t.expand(latent_in.shape[0]))
        uncond, cond = noise_pred.chunk(2)
        noise_pred = uncond + self.config.guidance_scale * (cond - uncond)
        out = self.scheduler.step(noise_pred, t, latents, step_index)
        return out.prev_sample
