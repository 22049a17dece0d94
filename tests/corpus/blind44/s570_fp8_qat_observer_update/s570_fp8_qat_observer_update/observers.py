import json
import os

import torch
from torch import nn


class MinMaxObserver(nn.Module):
    """Running absolute-max observer, kept as a buffer so it is checkpointed."""

    def __init__(self, momentum: float = 0.9):
        super().__init__()
        self.momentum = momentum
        self.register_buffer("amax", torch.zeros(()))
        self.register_buffer("initialized", torch.zeros((), dtype=torch.bool))

    def update(self, x: torch.Tensor) -> torch.Tensor:
        cur = x.detach().abs().amax().to(self.amax.dtype)
        ema = self.momentum * self.amax + (1.0 - self.momentum) * cur
        self.amax.copy_(torch.where(self.initialized, ema, cur))
        self.initialized.fill_(True)
        return self.amax


class CalibrationRecorder:
    """Offline calibration: writes per-layer amax statistics to a JSON file."""

    def __init__(self, path: str):
        self.path = path
        self.stats: dict = {}

    def update(self, name: str, x: torch.Tensor) -> None:
        amax = x.detach().abs().max().item()
        self.stats[name] = max(self.stats.get(name, 0.0), amax)
        os.makedirs(os.path.dirname(self.path) or ".", exist_ok=True)
        with open(self.path, "w") as f:
            json.dump(self.stats, f, indent=1)
