import math
from dataclasses import dataclass

import torch
from torch import nn


@dataclass
class NormConfig:
    momentum: float = 0.01
    eps: float = 1e-5
    clip: float = 5.0
    min_std: float = 1e-3


class RunningMeanStd(nn.Module):
    """Exponential running mean/variance of reward scores (PPO-style)."""

    def __init__(self, cfg: NormConfig):
        super().__init__()
        self.cfg = cfg
        self.register_buffer("mean", torch.zeros(()))
        self.register_buffer("var", torch.ones(()))
        self.register_buffer("count", torch.zeros((), dtype=torch.long))

    @torch.no_grad()
    def update(self, x: torch.Tensor) -> None:
        m = self.cfg.momentum
        batch_mean = x.mean()
        batch_var = x.var(unbiased=False)
        self.mean.mul_(1 - m).add_(m * batch_mean)
        self.var.mul_(1 - m).add_(m * batch_var)
        self.count.add_(x.numel())

    def std(self) -> float:
        # scalar std used by the clipping bound and by the metrics exporter
        var = self.var.item()
        return max(math.sqrt(var + self.cfg.eps), self.cfg.min_std)


class ValueNormalizer(nn.Module):
    def __init__(self, cfg: NormConfig | None = None):
        super().__init__()
        self.cfg = cfg or NormConfig()
        self.stats = RunningMeanStd(self.cfg)

    def normalize(self, scores: torch.Tensor) -> torch.Tensor:
        std = self.stats.std()
        z = (scores - self.stats.mean) / std
        return z.clamp(-self.cfg.clip, self.cfg.clip)

    def denormalize(self, z: torch.Tensor) -> torch.Tensor:
        return z * self.stats.std() + self.stats.mean
