import logging
import time

import torch

logger = logging.getLogger(__name__)


class StageTimer:
    """Eager-only per-stage timing; a no-op inside compiled graphs."""

    def __init__(self):
        self.totals = {}
        self._t0 = None

    def start(self):
        if not torch.compiler.is_compiling():
            self._t0 = time.perf_counter()

    def stop(self, name: str):
        if not torch.compiler.is_compiling() and self._t0 is not None:
            dt = time.perf_counter() - self._t0
            self.totals[name] = self.totals.get(name, 0.0) + dt
            logger.debug("stage %s took %.3f ms", name, dt * 1e3)
