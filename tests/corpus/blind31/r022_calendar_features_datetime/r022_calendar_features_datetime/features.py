"""Calendar covariates (hour of day, day of week, month) for hourly series."""
import datetime
import math
from dataclasses import dataclass

import torch


@dataclass(frozen=True)
class CalendarSpec:
    freq_seconds: int = 3600
    use_hour: bool = True
    use_weekday: bool = True
    use_month: bool = True

    @property
    def n_features(self) -> int:
        return 2 * (int(self.use_hour) + int(self.use_weekday) + int(self.use_month))


def _cyclic(values: torch.Tensor, period: float) -> list:
    angle = 2.0 * math.pi * values / period
    return [torch.sin(angle), torch.cos(angle)]


def _anchor(start_ts: int) -> datetime.datetime:
    return datetime.datetime.fromtimestamp(start_ts, tz=datetime.timezone.utc)


def calendar_features(start_ts: int, length: int, spec: CalendarSpec) -> torch.Tensor:
    anchor = _anchor(start_ts)
    steps = torch.arange(length, dtype=torch.float32) * (spec.freq_seconds / 3600.0)
    hours = (anchor.hour + steps) % 24
    days = (anchor.weekday() + torch.floor((anchor.hour + steps) / 24)) % 7
    feats = []
    if spec.use_hour:
        feats += _cyclic(hours, 24.0)
    if spec.use_weekday:
        feats += _cyclic(days, 7.0)
    if spec.use_month:
        feats += _cyclic(torch.full_like(steps, anchor.month - 1), 12.0)
    return torch.stack(feats, dim=-1)
