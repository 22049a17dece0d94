"""Adaptive speculation length (grow when the step is cheap, shrink when slow)."""
import time
from dataclasses import dataclass


@dataclass
class AdaptiveSpecArgs:
    min_draft_steps: int = 1
    max_draft_steps: int = 4
    target_step_ms: float = 25.0
    ema_decay: float = 0.9


class AdaptiveSpeculationController:
    def __init__(self, args: AdaptiveSpecArgs):
        self.args = args
        self._steps = args.max_draft_steps
        self._ema_ms = args.target_step_ms
        self._last_tick = time.perf_counter()

    def _update_latency(self) -> float:
        now = time.perf_counter()
        elapsed_ms = (now - self._last_tick) * 1e3
        self._last_tick = now
        self._ema_ms = self.args.ema_decay * self._ema_ms + (1 - self.args.ema_decay) * elapsed_ms
        return self._ema_ms

    @property
    def num_draft_steps(self) -> int:
        ema = self._update_latency()
        if ema > 1.2 * self.args.target_step_ms:
            self._steps = max(self.args.min_draft_steps, self._steps - 1)
        elif ema < 0.8 * self.args.target_step_ms:
            self._steps = min(self.args.max_draft_steps, self._steps + 1)
        return self._steps
