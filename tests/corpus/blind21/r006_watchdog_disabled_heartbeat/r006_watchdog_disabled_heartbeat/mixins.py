"""Small behaviours shared by the model runners."""
from __future__ import annotations

import torch

from .watchdog import StepWatchdog


class HeartbeatMixin:
    watchdog: StepWatchdog
    step_idx: int = 0

    def _after_step(self, hidden: torch.Tensor) -> torch.Tensor:
        self.step_idx += 1
        self.watchdog.heartbeat(self.step_idx)
        return hidden
