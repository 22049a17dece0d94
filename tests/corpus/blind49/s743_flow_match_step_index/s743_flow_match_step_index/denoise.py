import torch

from .scheduling_flow_match import FlowMatchEulerDiscreteScheduler, FlowMatchSchedulerConfig
from .transformer import TinyFlowTransformer


class DenoiseStepRunner:
    def __init__(self, transformer: torch.nn.Module, scheduler: FlowMatchEulerDiscreteScheduler):
        self.transformer = transformer
        self.scheduler = scheduler

    def prepare(self, num_inference_steps: int) -> torch.Tensor:
        self.scheduler.set_timesteps(num_inference_steps)
        return self.scheduler.timesteps

    def denoise_step(self, latents: torch.Tensor, t: torch.Tensor) -> torch.Tensor:
        timestep = t.expand(latents.shape[0]).to(latents.dtype)
        noise_pred = self.transformer(latents, timestep / 1000.0)
        return self.scheduler.step(noise_pred, t, latents)


_runner = DenoiseStepRunner(
    TinyFlowTransformer(),
    FlowMatchEulerDiscreteScheduler(FlowMatchSchedulerConfig(shift=3.0)),
)
_runner.prepare(num_inference_steps=4)
compiled_denoise_step = torch.compile(_runner.denoise_step, fullgraph=True)
