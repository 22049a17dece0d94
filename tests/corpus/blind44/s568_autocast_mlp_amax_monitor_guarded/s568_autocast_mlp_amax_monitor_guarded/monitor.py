"""Activation-range telemetry used when tuning fp8/bf16 recipes."""
import collections
import logging
import time

import torch

logger = logging.getLogger(__name__)


class AmaxMonitor:
    def __init__(self, window: int = 128):
        self.window = window
        self._history = collections.defaultdict(lambda: collections.deque(maxlen=window))
        self._last_flush = time.monotonic()

    def _flush(self) -> None:
        for name, hist in self._history.items():
            logger.info("amax[%s]: max=%.3f over %d steps", name, max(hist), len(hist))
        self._last_flush = time.monotonic()

    def record(self, name: str, t: torch.Tensor) -> None:
        if torch.compiler.is_compiling():
            # telemetry is eager-only: .item() forces a device sync
            return
        self._history[name].append(t.detach().abs().max().item())
        if time.monotonic() - self._last_flush > 30.0:
            self._flush()


GLOBAL_MONITOR = AmaxMonitor()
