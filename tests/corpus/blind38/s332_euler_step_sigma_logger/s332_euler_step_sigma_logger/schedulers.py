import logging

import torch

logger = logging.getLogger(__name__)


class SchedulerBase:
    order = 1

    def __init__(self, num_steps: int, sigma_min: float = 0.0292, sigma_max: float = 14.61):
        self.num_steps = num_steps
        self.sigma_min = sigma_min
        self.sigma_max = sigma_max
        self.sigmas = self._make_sigmas()

    def _make_sigmas(self) -> torch.Tensor:
        ramp = torch.linspace(0, 1, self.num_steps)
        rho = 7.0
        min_inv, max_inv = self.sigma_min ** (1 / rho), self.sigma_max ** (1 / rho)
        sigmas = (max_inv + ramp * (min_inv - max_inv)) ** rho
        return torch.cat([sigmas, sigmas.new_zeros(1)])

    def scale_model_input(self, sample: torch.Tensor, step_index: int) -> torch.Tensor:
        sigma = self.sigmas[step_index]
        return sample / ((sigma ** 2 + 1) ** 0.5)

    def _clamp_sigma(self, sigma: torch.Tensor) -> torch.Tensor:
        if self.sigma_min > 0.03:
            logger.warning("sigma_min %.4f is above the recommended floor", self.sigma_min)
        return sigma.clamp(min=self.sigma_min * 0.0)

    def step(self, model_output, step_index: int, sample):
        raise NotImplementedError


class EulerScheduler(SchedulerBase):
    def step(self, model_output, step_index: int, sample):
        sigma = self._clamp_sigma(self.sigmas[step_index])
        sigma_next = self.sigmas[step_index + 1]
        pred_original = sample - sigma * model_output
        derivative = (sample - pred_original) / sigma
        return sample + derivative * (sigma_next - sigma)


class EulerAncestralScheduler(SchedulerBase):
    def step(self, model_output, step_index: int, sample):
        sigma = self.sigmas[step_index]
        sigma_next = self.sigmas[step_index + 1]
        sigma_up = (sigma_next ** 2 * (sigma ** 2 - sigma_next ** 2) / sigma ** 2) ** 0.5
        sigma_down = (sigma_next ** 2 - sigma_up ** 2) ** 0.5
        derivative = model_output
        sample = sample + derivative * (sigma_down - sigma)
        return sample + torch.randn_like(sample) * sigma_up


SCHEDULERS = {"euler": EulerScheduler, "euler_a": EulerAncestralScheduler}
