"""Per-phase wall-clock profiler, safe to leave in compiled code paths."""
import contextlib
import json
import logging
import threading
import time
from collections import defaultdict

import torch

logger = logging.getLogger(__name__)


class PhaseProfiler:
    def __init__(self, log_every: int = 100):
        self._lock = threading.Lock()
        self._totals = defaultdict(float)
        self._counts = defaultdict(int)
        self.log_every = log_every

    def _add(self, phase: str, dt: float) -> None:
        with self._lock:
            self._totals[phase] += dt
            self._counts[phase] += 1
            n = self._counts[phase]
        if n % self.log_every == 0:
            logger.info("profile %s", json.dumps(self.snapshot()))

    def snapshot(self) -> dict:
        with self._lock:
            return {k: self._totals[k] / self._counts[k] for k in self._totals}

    @contextlib.contextmanager
    def phase(self, name: str):
        if torch.compiler.is_compiling():
            # the compiled graph is timed as a whole by the caller
            yield
            return
        start = time.monotonic()
        try:
            yield
        finally:
            self._add(name, time.monotonic() - start)


PROFILER = PhaseProfiler()
