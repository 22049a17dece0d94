import math

import torch


class KarrasSigmaTable:
    """Precomputed Karras sigma schedule plus the per-step timestep table."""

    def __init__(self, num_steps: int = 30, sigma_min: float = 0.0292, sigma_max: float = 14.6, rho: float = 7.0):
        ramp = torch.linspace(0, 1, num_steps)
        min_inv = sigma_min ** (1 / rho)
        max_inv = sigma_max ** (1 / rho)
        self.sigmas = (max_inv + ramp * (min_inv - max_inv)) ** rho
        self.log_sigmas = self.sigmas.log()
        self.timesteps = torch.linspace(999, 0, num_steps)
        self.sigma_data = 0.5

    def step_index(self, sigma: torch.Tensor) -> int:
        # closest entry in the schedule; the serving loop passes exact sigmas
        dists = (self.log_sigmas[None, :] - sigma.log()[:, None]).abs()
        return int(dists[0].argmin().item())

    def timestep_for(self, sigma: torch.Tensor) -> torch.Tensor:
        idx = self.step_index(sigma)
        return self.timesteps[idx].expand(sigma.shape[0])

    def c_skip_out_in(self, sigma: torch.Tensor):
        sd2 = self.sigma_data ** 2
        s2 = sigma ** 2
        c_skip = sd2 / (s2 + sd2)
        c_out = sigma * self.sigma_data / (s2 + sd2).sqrt()
        c_in = 1.0 / (s2 + sd2).sqrt()
        return c_skip, c_out, c_in


def timestep_embedding(t: torch.Tensor, dim: int, max_period: float = 10000.0) -> torch.Tensor:
    half = dim // 2
    freqs = torch.exp(-math.log(max_period) * torch.arange(half, dtype=torch.float32) / half)
    args = t[:, None].float() * freqs[None]
    return torch.cat([torch.cos(args), torch.sin(args)], dim=-1)
