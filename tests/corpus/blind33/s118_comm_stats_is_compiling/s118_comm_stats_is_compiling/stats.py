"""Collective-call accounting (eager debugging only)."""
from __future__ import annotations

import logging
import threading
import time
from collections import defaultdict

logger = logging.getLogger(__name__)


class CommStats:
    def __init__(self):
        self._lock = threading.Lock()
        self.calls = defaultdict(int)
        self.bytes = defaultdict(int)
        self.last_ts = 0.0

    def record(self, op: str, nbytes: int) -> None:
        with self._lock:
            self.calls[op] += 1
            self.bytes[op] += nbytes
            self.last_ts = time.perf_counter()
        logger.debug("%s: %d bytes (total calls %d)", op, nbytes, self.calls[op])


COMM_STATS = CommStats()
