import logging
import threading
import time
from collections import deque

logger = logging.getLogger(__name__)


class DecodeStatsCollector:
    """Throughput stats read by the scheduler's metrics thread."""

    def __init__(self, window: int = 32):
        self._lock = threading.Lock()
        self._step_times = deque(maxlen=window)
        self._last_ts = None
        self.num_decode_tokens = 0

    def on_decode_step(self, batch_size: int) -> None:
        now = time.perf_counter()
        with self._lock:
            if self._last_ts is not None:
                self._step_times.append(now - self._last_ts)
            self._last_ts = now
            self.num_decode_tokens += batch_size
        if self.num_decode_tokens % 1024 == 0:
            logger.info("decode tokens: %d", self.num_decode_tokens)

    def throughput(self) -> float:
        with self._lock:
            total = sum(self._step_times)
            return len(self._step_times) / total if total else 0.0
