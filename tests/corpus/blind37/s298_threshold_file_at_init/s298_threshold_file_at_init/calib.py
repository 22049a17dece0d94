from __future__ import annotations

import functools
import json
import math
from dataclasses import dataclass
from pathlib import Path

import torch

_CALIB_PATH = Path(__file__).with_name("calibration.json")


@dataclass(frozen=True)
class Calibration:
    temperature: float
    labels: tuple
    thresholds: tuple
    log_odds_shift: tuple

    def threshold_tensor(self) -> torch.Tensor:
        return torch.tensor(self.thresholds, dtype=torch.float32)

    def logit_thresholds(self) -> torch.Tensor:
        # compare in logit space so we never need sigmoid for the decision
        return torch.tensor([math.log(t / (1.0 - t)) for t in self.thresholds])


@functools.lru_cache(maxsize=None)
def load_calibration(path: str = str(_CALIB_PATH)) -> Calibration:
    with open(path) as f:
        raw = json.load(f)
    labels = tuple(raw["labels"])
    shifts = raw.get("prior_log_odds", {})
    return Calibration(
        temperature=float(raw["temperature"]),
        labels=labels,
        thresholds=tuple(float(raw["thresholds"][name]) for name in labels),
        log_odds_shift=tuple(float(shifts.get(name, 0.0)) for name in labels),
    )
