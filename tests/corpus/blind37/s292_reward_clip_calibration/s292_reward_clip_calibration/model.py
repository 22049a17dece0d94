from __future__ import annotations

import torch
import torch.nn as nn

from .calibration import CalibrationParams, RewardCalibrator
from .pooling import gather_last_token


class RewardHead(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.score = nn.Linear(hidden_size, 1, bias=False)

    def forward(self, pooled: torch.Tensor) -> torch.Tensor:
        return self.score(self.norm(pooled)).squeeze(-1)


class RewardModel(nn.Module):
    def __init__(self, hidden_size: int = 12, calibration: CalibrationParams | None = None):
        super().__init__()
        self.head = RewardHead(hidden_size)
        self.calibrator = RewardCalibrator(calibration)

    def forward(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        pooled = gather_last_token(hidden_states, attention_mask)
        raw = self.head(pooled)
        return self.calibrator(raw)


compiled_reward = torch.compile(RewardModel(), fullgraph=True)
