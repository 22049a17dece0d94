"""Timing/telemetry for host<->device weight movement."""
import logging
import time
from collections import defaultdict

import torch

logger = logging.getLogger(__name__)


class OffloadTelemetry:
    def __init__(self):
        self.copy_seconds = defaultdict(float)
        self.copy_count = defaultdict(int)
        self._t0: dict[str, float] = {}

    def start(self, name: str) -> None:
        if torch.compiler.is_compiling():
            return
        self._t0[name] = time.perf_counter()

    def stop(self, name: str, nbytes: int) -> None:
        if torch.compiler.is_compiling():
            return
        dt = time.perf_counter() - self._t0.pop(name, time.perf_counter())
        self.copy_seconds[name] += dt
        self.copy_count[name] += 1
        logger.debug("offload copy %s: %d bytes in %.3f ms", name, nbytes, dt * 1e3)


TELEMETRY = OffloadTelemetry()
