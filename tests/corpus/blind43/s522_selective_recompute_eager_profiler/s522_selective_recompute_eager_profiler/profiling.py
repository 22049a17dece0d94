"""Eager-mode bookkeeping for recomputed regions (wall time, RNG drift)."""
import logging
import time
from collections import defaultdict
from typing import Dict, List

import torch

logger = logging.getLogger(__name__)


class RecomputeProfiler:
    def __init__(self):
        self.timings: Dict[str, List[float]] = defaultdict(list)
        self.rng_snapshots: Dict[str, torch.Tensor] = {}

    def begin(self, region: str) -> float:
        self.rng_snapshots[region] = torch.get_rng_state()
        return time.perf_counter()

    def end(self, region: str, start: float) -> None:
        elapsed = time.perf_counter() - start
        self.timings[region].append(elapsed)
        logger.debug("recompute region %s took %.3f ms", region, elapsed * 1e3)


_PROFILER = RecomputeProfiler()


def get_recompute_profiler() -> RecomputeProfiler:
    return _PROFILER
