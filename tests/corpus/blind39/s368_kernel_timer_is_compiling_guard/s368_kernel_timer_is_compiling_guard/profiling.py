import logging
import os
import time
from contextlib import contextmanager

import torch

logger = logging.getLogger(__name__)

_PROFILE = os.environ.get("S368_LORA_PROFILE", "1") == "1"


class KernelTimer:
    """Accumulates wall time per LoRA kernel; only meaningful in eager mode."""

    def __init__(self):
        self.totals = {}
        self.counts = {}

    @contextmanager
    def _measure(self, name: str):
        t0 = time.perf_counter()
        try:
            yield
        finally:
            dt = time.perf_counter() - t0
            self.totals[name] = self.totals.get(name, 0.0) + dt
            self.counts[name] = self.counts.get(name, 0) + 1
            logger.debug("%s took %.1fus", name, dt * 1e6)

    def run(self, name: str, fn, *args):
        if _PROFILE and not torch.compiler.is_compiling():
            with self._measure(name):
                return fn(*args)
        return fn(*args)


KERNEL_TIMER = KernelTimer()
