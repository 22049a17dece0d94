"""Overflow/underflow counters shared between worker threads."""
import threading

import torch


class NumericsStats:
    def __init__(self):
        self._lock = threading.Lock()
        self.records = {}

    def record(self, name: str, overflow: torch.Tensor, underflow: torch.Tensor) -> None:
        with self._lock:
            prev = self.records.get(name)
            if prev is None:
                self.records[name] = (overflow, underflow)
            else:
                self.records[name] = (prev[0] + overflow, prev[1] + underflow)


GLOBAL_STATS = NumericsStats()


class OverflowTrackingMixin:
    """Mixin for nn.Modules that want their activations' range tracked."""

    track_name = "unnamed"
    fmt_max = 65504.0
    fmt_tiny = 6.1e-5

    def track_range(self, t: torch.Tensor) -> torch.Tensor:
        a = t.detach().abs()
        overflow = (a > self.fmt_max).sum()
        underflow = ((a < self.fmt_tiny) & (a > 0)).sum()
        GLOBAL_STATS.record(self.track_name, overflow, underflow)
        return t
