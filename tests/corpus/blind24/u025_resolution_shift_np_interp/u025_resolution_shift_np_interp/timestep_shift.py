import math
from dataclasses import dataclass
from typing import Callable, Dict

import numpy as np
import torch


@dataclass(frozen=True)
class ShiftConfig:
    base_seq_len: int = 256
    max_seq_len: int = 4096
    base_shift: float = 0.5
    max_shift: float = 1.15


def linear_mu(seq_len: int, cfg: ShiftConfig) -> float:
    """Interpolate log-shift between the base and max resolutions (clamped at both ends)."""
    return float(np.interp(seq_len, [cfg.base_seq_len, cfg.max_seq_len], [cfg.base_shift, cfg.max_shift]))


def constant_mu(seq_len: int, cfg: ShiftConfig) -> float:
    return cfg.base_shift


MU_FNS: Dict[str, Callable[[int, ShiftConfig], float]] = {"linear": linear_mu, "constant": constant_mu}


def exponential_time_shift(mu: float, t: torch.Tensor, power: float = 1.0) -> torch.Tensor:
    t = t.clamp(1e-5, 1.0)
    return math.exp(mu) / (math.exp(mu) + (1.0 / t - 1.0) ** power)


class ResolutionShift:
    def __init__(self, mode: str = "linear", cfg: ShiftConfig = ShiftConfig()):
        self.mu_fn = MU_FNS[mode]
        self.cfg = cfg

    def __call__(self, t: torch.Tensor, seq_len: int) -> torch.Tensor:
        return exponential_time_shift(self.mu_fn(seq_len, self.cfg), t)
