"""Recency weighting for user history items."""
import math
import time

import torch

SECONDS_PER_HOUR = 3600.0


class ExponentialDecay:
    def __init__(self, half_life_hours: float):
        self.rate = math.log(2.0) / (half_life_hours * SECONDS_PER_HOUR)

    def age_seconds(self, event_ts: torch.Tensor) -> torch.Tensor:
        now = time.time()
        return (now - event_ts).clamp(min=0.0)

    def weights(self, event_ts: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        w = torch.exp(-self.rate * self.age_seconds(event_ts)) * mask
        return w / w.sum(dim=-1, keepdim=True).clamp(min=1e-6)


DECAYS = {
    "short": ExponentialDecay(half_life_hours=6.0),
    "long": ExponentialDecay(half_life_hours=24.0 * 14),
}
