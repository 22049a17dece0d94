from __future__ import annotations

import torch
import torch.nn as nn

from .calib import load_calibration


class ModerationClassifier(nn.Module):
    """Multi-label moderation head with calibrated per-label thresholds."""

    def __init__(self, hidden: int = 16):
        super().__init__()
        calib = load_calibration()
        self.labels = calib.labels
        self.inv_temperature = 1.0 / calib.temperature
        self.proj = nn.Linear(hidden, len(calib.labels))
        self.register_buffer("shift", torch.tensor(calib.log_odds_shift))
        self.register_buffer("logit_thr", calib.logit_thresholds())

    def calibrated_logits(self, pooled: torch.Tensor) -> torch.Tensor:
        return self.proj(pooled) * self.inv_temperature + self.shift

    def forward(self, pooled: torch.Tensor):
        logits = self.calibrated_logits(pooled)
        flagged = logits > self.logit_thr
        return torch.sigmoid(logits), flagged, flagged.any(dim=-1)


_model = ModerationClassifier().eval()


@torch.compile(fullgraph=True)
def moderate(pooled: torch.Tensor):
    return _model(pooled)
