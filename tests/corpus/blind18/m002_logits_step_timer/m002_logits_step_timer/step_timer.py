import functools
import logging
import threading
import time
from collections import defaultdict

import torch

logger = logging.getLogger(__name__)


class StepTimer:
    def __init__(self, log_interval: int = 100):
        self.log_interval = log_interval
        self._lock = threading.Lock()
        self._total_s = defaultdict(float)
        self._count = defaultdict(int)

    def record(self, name: str, elapsed_s: float):
        with self._lock:
            self._total_s[name] += elapsed_s
            self._count[name] += 1
            count = self._count[name]
        if count % self.log_interval == 0:
            logger.debug(
                "%s: avg %.3f ms over %d steps",
                name,
                1e3 * self._total_s[name] / count,
                count,
            )


_timer = StepTimer()


def timed_step(name: str):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            if torch.compiler.is_compiling():
                return fn(*args, **kwargs)
            start = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                _timer.record(name, time.perf_counter() - start)

        return wrapper

    return deco
