import logging
import threading
import time

import torch

from . import config

logger = logging.getLogger(__name__)


class CommCounter:
    def __init__(self):
        self._lock = threading.Lock()
        self.calls = 0
        self.bytes = 0
        self.last_ts = 0.0

    def record(self, op: str, t: torch.Tensor) -> None:
        # Host-side bookkeeping only makes sense in eager mode.
        if torch.compiler.is_compiling():
            return
        with self._lock:
            self.calls += 1
            self.bytes += t.numel() * t.element_size()
            self.last_ts = time.perf_counter()
        logger.debug("%s on %s: %d bytes", op, config.HOSTNAME, t.numel() * t.element_size())


COUNTER = CommCounter()


def trace(op: str, t: torch.Tensor) -> None:
    if config.DEBUG_COMM:
        print(f"[comm] {op} shape={tuple(t.shape)} host={config.HOSTNAME}")
    COUNTER.record(op, t)
