import queue
import threading
import time
import uuid
import warnings

import torch


class MetricsSink:
    """Collects step latencies; a background exporter drains ``self.q``."""

    def __init__(self):
        self.worker_id = uuid.uuid4().hex[:8]
        self.q: "queue.Queue[tuple[str, float]]" = queue.Queue()
        self._lock = threading.Lock()
        self.started_at = time.monotonic()
        self.last_step = None

    def on_step_begin(self) -> None:
        if not torch.compiler.is_compiling():
            with self._lock:
                self.last_step = time.perf_counter()

    def on_step_end(self, num_tokens: int) -> None:
        if torch.compiler.is_compiling():
            return
        if num_tokens == 0:
            warnings.warn("empty step", RuntimeWarning)
        with self._lock:
            self.q.put_nowait((self.worker_id, time.perf_counter() - (self.last_step or 0.0)))
