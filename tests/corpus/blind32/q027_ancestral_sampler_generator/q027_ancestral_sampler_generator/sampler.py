import torch
from torch import nn

from .noise import RequestNoise
from .schedules import inference_sigmas


class EpsModel(nn.Module):
    def __init__(self, ch: int = 4, hidden: int = 8):
        super().__init__()
        self.net = nn.Sequential(nn.Conv2d(ch + 1, hidden, 3, padding=1), nn.SiLU(), nn.Conv2d(hidden, ch, 3, padding=1))

    def forward(self, x, sigma):
        s = sigma.log().expand(x.shape[0], 1, *x.shape[2:])
        return self.net(torch.cat([x, s], dim=1))


class EulerAncestralStep:
    def __init__(self, model: nn.Module, sigmas: torch.Tensor, noise: RequestNoise, eta: float = 1.0):
        self.model = model
        self.sigmas = sigmas
        self.noise = noise
        self.eta = eta

    def ancestral_split(self, sigma_from, sigma_to):
        sigma_up = (sigma_to ** 2 * (sigma_from ** 2 - sigma_to ** 2) / sigma_from ** 2).clamp(min=0) ** 0.5
        sigma_up = sigma_up * self.eta
        sigma_down = (sigma_to ** 2 - sigma_up ** 2) ** 0.5
        return sigma_down, sigma_up

    @torch.compile(fullgraph=True)
    def step(self, x: torch.Tensor, i: int) -> torch.Tensor:
        sigma, sigma_next = self.sigmas[i], self.sigmas[i + 1]
        c_in = 1.0 / (sigma ** 2 + 1) ** 0.5
        eps = self.model(x * c_in, sigma)
        denoised = x - eps * sigma
        sigma_down, sigma_up = self.ancestral_split(sigma, sigma_next)
        d = (x - denoised) / sigma
        x = x + d * (sigma_down - sigma)
        return x + self.noise.like(x) * sigma_up


def build_sampler(seed: int, steps: int = 20) -> EulerAncestralStep:
    return EulerAncestralStep(EpsModel(), inference_sigmas("scaled_linear", steps), RequestNoise(seed))
