"""Exit telemetry. Only collected in eager mode; compiled graphs stay pure."""
import logging
import time

import torch

logger = logging.getLogger(__name__)


class ExitTelemetry:
    def __init__(self, every_n: int = 100):
        self.every_n = every_n
        self.calls = 0
        self.exit_hist: list[float] = []
        self._last = time.perf_counter()

    def _eager_record(self, layer_idx: int, exit_frac: torch.Tensor) -> None:
        self.calls += 1
        self.exit_hist.append(float(exit_frac))
        if self.calls % self.every_n == 0:
            now = time.perf_counter()
            logger.info(
                "layer %d exit fraction %.3f (%.1f calls/s)",
                layer_idx,
                sum(self.exit_hist) / len(self.exit_hist),
                self.every_n / (now - self._last),
            )
            self._last = now
            self.exit_hist.clear()

    def record(self, layer_idx: int, exited: torch.Tensor) -> None:
        if torch.compiler.is_compiling():
            return
        self._eager_record(layer_idx, exited.float().mean())


TELEMETRY = ExitTelemetry()
