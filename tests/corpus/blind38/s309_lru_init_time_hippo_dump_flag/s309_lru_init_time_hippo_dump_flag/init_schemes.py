"""Eigenvalue initialisers for diagonal SSMs; run once at construction."""
import math

import numpy as np
import torch

_INITS = {}


def register_init(name):
    def deco(fn):
        _INITS[name] = fn
        return fn
    return deco


@register_init("ring")
def ring_init(n: int, r_min: float = 0.4, r_max: float = 0.9) -> torch.Tensor:
    rng = np.random.default_rng(0)
    u = rng.uniform(size=n)
    nu = -0.5 * np.log(u * (r_max**2 - r_min**2) + r_min**2)
    return torch.from_numpy(np.log(nu)).float()


@register_init("hippo_diag")
def hippo_diag_init(n: int) -> torch.Tensor:
    # real part of the S4D-Lin eigenvalues, mapped through log(-log(.))
    lam = np.full(n, 0.5)
    radius = np.exp(-lam)
    return torch.tensor([math.log(-math.log(r)) for r in radius], dtype=torch.float32)


def make_nu_log(scheme: str, n: int) -> torch.Tensor:
    return _INITS[scheme](n)
