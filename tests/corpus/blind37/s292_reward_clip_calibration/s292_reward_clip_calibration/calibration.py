"""Post-hoc calibration of raw reward scores.

The serving team fits (scale, bias) offline on a held-out preference set and
clips outliers so downstream PPO does not see exploding rewards.
"""
from __future__ import annotations

from dataclasses import dataclass

import torch


@dataclass
class CalibrationParams:
    scale: float = 0.75
    bias: float = -0.1
    clip_value: float = 5.0
    soft_clip: bool = True


class RewardCalibrator:
    def __init__(self, params: CalibrationParams | None = None):
        self.params = params or CalibrationParams()

    def affine(self, scores: torch.Tensor) -> torch.Tensor:
        return scores * self.params.scale + self.params.bias

    def clip(self, scores: torch.Tensor) -> torch.Tensor:
        limit = self.params.clip_value
        if scores.abs().max() > limit:
            if self.params.soft_clip:
                return limit * torch.tanh(scores / limit)
            return scores.clamp(-limit, limit)
        return scores

    def __call__(self, scores: torch.Tensor) -> torch.Tensor:
        return self.clip(self.affine(scores))
