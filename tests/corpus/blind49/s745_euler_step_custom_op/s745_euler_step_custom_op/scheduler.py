from dataclasses import dataclass

import numpy as np
import torch

from .ops import euler_ancestral_step


@dataclass
class KarrasSchedule:
    sigma_min: float = 0.002
    sigma_max: float = 80.0
    rho: float = 7.0

    def sigmas(self, n: int) -> np.ndarray:
        ramp = np.linspace(0, 1, n)
        min_inv_rho = self.sigma_min ** (1 / self.rho)
        max_inv_rho = self.sigma_max ** (1 / self.rho)
        return (max_inv_rho + ramp * (min_inv_rho - max_inv_rho)) ** self.rho


class EulerAncestralScheduler:
    def __init__(self, schedule: KarrasSchedule, eta: float = 1.0):
        self.schedule = schedule
        self.eta = eta
        self.sigmas = torch.zeros(1)

    def set_timesteps(self, num_inference_steps: int) -> None:
        sigmas = self.schedule.sigmas(num_inference_steps)
        self.sigmas = torch.from_numpy(np.append(sigmas, 0.0)).float()

    def scale_model_input(self, sample: torch.Tensor, step_index: torch.Tensor) -> torch.Tensor:
        sigma = self.sigmas.index_select(0, step_index.reshape(1))
        return sample / ((sigma**2 + 1) ** 0.5)

    def step(self, model_output, sample, step_index, generator=None) -> torch.Tensor:
        sigma = self.sigmas.index_select(0, step_index.reshape(1))
        denoised = sample - sigma * model_output
        noise = torch.randn(sample.shape, generator=generator, dtype=sample.dtype)
        return euler_ancestral_step(sample, denoised, self.sigmas, step_index, noise, self.eta)
