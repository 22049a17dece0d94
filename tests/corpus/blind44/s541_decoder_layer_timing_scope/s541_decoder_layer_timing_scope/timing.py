"""Cheap wall-clock accounting for model sub-blocks (attention / mlp / norm)."""
import time
from collections import defaultdict
from contextlib import contextmanager

from .config import TimingConfig


class LayerTimer:
    def __init__(self, config: TimingConfig):
        self.config = config
        self.totals = defaultdict(float)
        self.counts = defaultdict(int)

    def _tracked(self, name: str) -> bool:
        if not self.config.enabled:
            return False
        return not self.config.scopes or name in self.config.scopes

    @contextmanager
    def scope(self, name: str):
        if not self._tracked(name):
            yield
            return
        start = time.perf_counter()
        try:
            yield
        finally:
            self.totals[name] += time.perf_counter() - start
            self.counts[name] += 1

    def summary(self) -> dict:
        return {k: self.totals[k] / max(self.counts[k], 1) for k in self.totals}
