import inspect
from typing import List

import numpy as np


def betas_for_schedule(name: str, n: int) -> np.ndarray:
    if name == "linear":
        return np.linspace(1e-4, 0.02, n, dtype=np.float64)
    if name == "scaled_linear":
        return np.linspace(1e-4**0.5, 0.012**0.5, n, dtype=np.float64) ** 2
    raise ValueError(f"unknown beta schedule {name!r}")


class DDIMTables:
    """Everything the step needs, precomputed once as plain Python floats."""

    def __init__(self, num_train: int = 1000, steps: int = 10, schedule: str = "scaled_linear", eta: float = 0.0):
        betas = betas_for_schedule(schedule, num_train)
        acp = np.cumprod(1.0 - betas)
        ts = np.linspace(0, num_train - 1, steps).round()[::-1].astype(np.int64)
        prev = np.concatenate([ts[1:], [-1]])
        a_t = acp[ts]
        a_prev = np.where(prev >= 0, acp[np.clip(prev, 0, None)], 1.0)
        sigma = eta * np.sqrt((1 - a_prev) / (1 - a_t) * (1 - a_t / a_prev))
        self.timesteps: List[int] = ts.tolist()
        self.sqrt_a: List[float] = np.sqrt(a_t).tolist()
        self.sqrt_1ma: List[float] = np.sqrt(1 - a_t).tolist()
        self.sqrt_a_prev: List[float] = np.sqrt(a_prev).tolist()
        self.dir_coef: List[float] = np.sqrt(np.clip(1 - a_prev - sigma**2, 0, None)).tolist()
        self.sigma: List[float] = sigma.tolist()

    def __len__(self):
        return len(self.timesteps)


def accepted_kwargs(fn) -> frozenset:
    return frozenset(inspect.signature(fn).parameters)
