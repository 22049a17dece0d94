import math
from typing import Callable, Optional

import torch

from .noise import BatchedNoiseSampler


def get_ancestral_step(sigma_from: torch.Tensor, sigma_to: torch.Tensor, eta: float = 1.0):
    """Split the step into a deterministic part (sigma_down) and fresh noise (sigma_up)."""
    if not eta:
        return sigma_to, torch.zeros_like(sigma_to)
    sigma_up = torch.minimum(
        sigma_to,
        eta * (sigma_to**2 * (sigma_from**2 - sigma_to**2) / sigma_from**2) ** 0.5,
    )
    sigma_down = (sigma_to**2 - sigma_up**2) ** 0.5
    return sigma_down, sigma_up


def to_d(x: torch.Tensor, sigma: torch.Tensor, denoised: torch.Tensor) -> torch.Tensor:
    return (x - denoised) / sigma.view(-1, *([1] * (x.ndim - 1)))


class EulerAncestral:
    def __init__(self, noise_sampler: BatchedNoiseSampler, eta: float = 1.0, s_noise: float = 1.0):
        self.noise_sampler = noise_sampler
        self.eta = eta
        self.s_noise = s_noise

    def step(self, model: Callable, x, sigma, sigma_next, **extra):
        denoised = model(x, sigma, **extra)
        sigma_down, sigma_up = get_ancestral_step(sigma, sigma_next, self.eta)
        d = to_d(x, sigma, denoised)
        x = x + d * (sigma_down - sigma).view(-1, 1, 1, 1)
        noise = self.noise_sampler(x)
        return x + noise * (self.s_noise * sigma_up).view(-1, 1, 1, 1)
