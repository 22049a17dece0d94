import logging
import threading
import time

import torch

logger = logging.getLogger(__name__)


class PoolingStats:
    def __init__(self, log_interval_s: float = 10.0):
        self.log_interval_s = log_interval_s
        self.pooled_tokens = 0
        self.pooled_sequences = 0
        self._last_log = time.monotonic()
        self._lock = threading.Lock()

    def record(self, attention_mask: torch.Tensor) -> None:
        with self._lock:
            self.pooled_tokens += int(attention_mask.sum().item())
            self.pooled_sequences += attention_mask.shape[0]
            now = time.monotonic()
            if now - self._last_log > self.log_interval_s:
                logger.info("pooled %d sequences / %d tokens", self.pooled_sequences, self.pooled_tokens)
                self._last_log = now
