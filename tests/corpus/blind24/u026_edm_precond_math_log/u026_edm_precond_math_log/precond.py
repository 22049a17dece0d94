import math
from typing import Dict, NamedTuple, Type

import torch


class Scalings(NamedTuple):
    c_skip: torch.Tensor
    c_out: torch.Tensor
    c_in: torch.Tensor
    c_noise: torch.Tensor


PRECONDITIONERS: Dict[str, Type["Preconditioner"]] = {}


def register(name):
    def deco(cls):
        PRECONDITIONERS[name] = cls
        return cls

    return deco


class Preconditioner:
    def __init__(self, sigma_data: float = 0.5):
        self.sigma_data = sigma_data

    def noise_conditioning(self, sigma):
        raise NotImplementedError

    def __call__(self, sigma: torch.Tensor) -> Scalings:
        sd2 = self.sigma_data**2
        sigma = sigma.to(torch.float32)
        c_skip = sd2 / (sigma**2 + sd2)
        c_out = sigma * self.sigma_data / (sigma**2 + sd2) ** 0.5
        c_in = 1.0 / (sigma**2 + sd2) ** 0.5
        return Scalings(c_skip, c_out, c_in, self.noise_conditioning(sigma))


@register("edm")
class EDMPreconditioner(Preconditioner):
    def noise_conditioning(self, sigma):
        # every request in a micro-batch sits on the same step of the schedule,
        # so the conditioning is a single log-sigma broadcast over the batch
        c = 0.25 * math.log(sigma[0])
        return torch.full_like(sigma, c)


@register("vp")
class VPPreconditioner(Preconditioner):
    def __init__(self, sigma_data: float = 1.0, m: int = 1000):
        super().__init__(sigma_data)
        self.m = m

    def noise_conditioning(self, sigma):
        return (self.m - 1) * sigma.atan() / (math.pi / 2)


def get_preconditioner(name: str, **kw) -> Preconditioner:
    return PRECONDITIONERS[name](**kw)
