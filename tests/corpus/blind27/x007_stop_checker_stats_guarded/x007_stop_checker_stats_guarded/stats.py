from __future__ import annotations

import logging
import threading
import time
from collections import Counter

logger = logging.getLogger(__name__)


class StopStats:
    """Host-side counters scraped by the metrics endpoint."""

    def __init__(self):
        self._lock = threading.Lock()
        self.reasons: Counter[str] = Counter()
        self.last_step_ts = time.perf_counter()

    def record(self, reason: str, n: int = 1) -> None:
        with self._lock:
            self.reasons[reason] += n
            now = time.perf_counter()
            logger.debug("stop reason %s (+%d), %.3f ms since last step", reason, n,
                         1e3 * (now - self.last_step_ts))
            self.last_step_ts = now
