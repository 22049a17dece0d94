import logging
import threading
import time

import torch

logger = logging.getLogger(__name__)


class RejectionStats:
    """Per-position rejection counters, only collected in eager mode."""

    def __init__(self, num_spec: int):
        self._lock = threading.Lock()
        self.position_accepts = [0] * num_spec
        self.steps = 0
        self.last_log = time.monotonic()

    def record(self, accepted: torch.Tensor) -> None:
        if torch.compiler.is_compiling():
            return
        with self._lock:
            for i, ok in enumerate(accepted.tolist()):
                self.position_accepts[i] += int(ok)
            self.steps += 1
        if time.monotonic() - self.last_log > 10.0:
            logger.info("per-position accepts: %s", self.position_accepts)
            self.last_log = time.monotonic()
