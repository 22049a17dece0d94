"""Per-layer activation statistics for eager debugging runs.

Under torch.compile the collector is a no-op: the host syncs would serialize
the graph and the numbers are collected from eager canary replicas instead.
"""
import logging
import time

import torch

logger = logging.getLogger(__name__)


class ActivationStats:
    def __init__(self, log_every=100):
        self.log_every = log_every
        self.calls = {}
        self.last = {}
        self._t0 = time.perf_counter()

    def _summarize(self, t):
        t = t.detach().float()
        return {
            "mean": t.mean().item(),
            "std": t.std().item(),
            "absmax": t.abs().max().item(),
            "nonfinite": int((~torch.isfinite(t)).sum().item()),
        }

    def collect(self, name, t):
        if torch.compiler.is_compiling():
            return t
        n = self.calls.get(name, 0) + 1
        self.calls[name] = n
        self.last[name] = self._summarize(t)
        if n % self.log_every == 0:
            elapsed = time.perf_counter() - self._t0
            logger.info("%s after %d calls (%.1fs): %s", name, n, elapsed, self.last[name])
        return t


STATS = ActivationStats()
