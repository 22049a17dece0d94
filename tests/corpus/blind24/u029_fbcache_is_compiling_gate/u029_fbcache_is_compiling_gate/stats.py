import contextlib
import logging
import time
from collections import defaultdict

import torch

logger = logging.getLogger(__name__)


class CacheStats:
    def __init__(self, name: str):
        self.name = name
        self.hits = 0
        self.misses = 0
        self.diffs = []
        self.timings = defaultdict(float)

    def record(self, hit: bool, diff: float) -> None:
        self.hits += int(hit)
        self.misses += int(not hit)
        self.diffs.append(diff)
        if (self.hits + self.misses) % 10 == 0:
            logger.info("%s: hit rate %.2f, last diff %.4f", self.name, self.hit_rate, diff)

    @property
    def hit_rate(self) -> float:
        total = self.hits + self.misses
        return self.hits / total if total else 0.0

    @contextlib.contextmanager
    def timer(self, key: str):
        if torch.compiler.is_compiling():
            yield
            return
        t0 = time.perf_counter()
        try:
            yield
        finally:
            self.timings[key] += time.perf_counter() - t0
