import torch
import torch.nn as nn

from . import telemetry


class TinyEps(nn.Module):
    def __init__(self, ch: int = 4):
        super().__init__()
        self.net = nn.Sequential(nn.Conv2d(ch, 8, 3, padding=1), nn.SiLU(), nn.Conv2d(8, ch, 3, padding=1))

    def forward(self, x, alpha_bar):
        return self.net(x) * alpha_bar.sqrt()


class DDIMSampler:
    def __init__(self, model: nn.Module, num_inference_steps: int = 50, num_train_timesteps: int = 1000):
        self.model = model
        betas = torch.linspace(0.00085 ** 0.5, 0.012 ** 0.5, num_train_timesteps) ** 2
        self.alphas_cumprod = torch.cumprod(1.0 - betas, dim=0)
        ratio = num_train_timesteps // num_inference_steps
        self.timesteps = list(range(0, num_train_timesteps, ratio))[:num_inference_steps][::-1]
        self.final_alpha = torch.tensor(1.0)
        self.timer = telemetry.StepTimer()

    def _alpha_pair(self, i: int):
        t = self.timesteps[i]
        a_t = self.alphas_cumprod[t]
        a_prev = self.alphas_cumprod[self.timesteps[i + 1]] if i + 1 < len(self.timesteps) else self.final_alpha
        return a_t, a_prev

    @torch.compile(fullgraph=True)
    def step(self, latents: torch.Tensor, i: int) -> torch.Tensor:
        if not torch.compiler.is_compiling():
            self.timer.start()
        a_t, a_prev = self._alpha_pair(i)
        eps = self.model(latents, a_t)
        x0 = (latents - (1 - a_t).sqrt() * eps) / a_t.sqrt()
        out = a_prev.sqrt() * x0 + (1 - a_prev).sqrt() * eps
        telemetry.report(self.timer, i, out)
        return out
