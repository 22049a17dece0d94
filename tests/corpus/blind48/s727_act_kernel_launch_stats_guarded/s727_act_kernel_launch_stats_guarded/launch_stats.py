"""Per-kernel launch accounting used by the profiler endpoint (/debug/kernels)."""
import logging
import threading
import time
from collections import defaultdict

import torch

logger = logging.getLogger(__name__)


class KernelLaunchStats:
    def __init__(self):
        self._lock = threading.Lock()
        self._counts = defaultdict(int)
        self._last_launch = {}

    def record(self, name: str, tensor: torch.Tensor) -> None:
        with self._lock:
            self._counts[name] += 1
            self._last_launch[name] = time.monotonic()
        if self._counts[name] == 1:
            logger.info("first launch of %s with shape %s", name, tuple(tensor.shape))

    def snapshot(self):
        with self._lock:
            return dict(self._counts)


LAUNCH_STATS = KernelLaunchStats()


def check_16b_aligned(name: str, tensor: torch.Tensor) -> None:
    if tensor.data_ptr() % 16 != 0:
        raise ValueError(f"{name}: input pointer is not 16-byte aligned")
