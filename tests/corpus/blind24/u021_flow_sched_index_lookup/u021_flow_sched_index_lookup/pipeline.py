import torch

from .dit import DiTConfig, TinyDiT
from .scheduling import FlowMatchEulerScheduler


class DenoiseRunner:
    """Owns the transformer and scheduler; one call == one denoising step."""

    def __init__(self, model: TinyDiT, scheduler: FlowMatchEulerScheduler, guidance_scale: float = 1.0):
        self.model = model.eval()
        self.scheduler = scheduler
        self.guidance_scale = guidance_scale

    @torch.no_grad()
    def denoise_step(self, latents: torch.Tensor, t: torch.Tensor) -> torch.Tensor:
        velocity = self.model(latents, t / self.scheduler.num_train_timesteps)
        out = self.scheduler.step(velocity, t, latents)
        return out.prev_sample


def build_runner(steps: int = 8) -> DenoiseRunner:
    torch.manual_seed(0)
    sched = FlowMatchEulerScheduler(shift=3.0)
    sched.set_timesteps(steps)
    return DenoiseRunner(TinyDiT(DiTConfig()), sched)


runner = build_runner()
compiled_step = torch.compile(runner.denoise_step, fullgraph=True)
