"""Config selection: nearest shipped entry, refined by on-line tuning in eager mode."""
from __future__ import annotations

import logging
import time
from typing import Callable, Dict, List, Tuple

import torch

from .configs import DEFAULT_CONFIG, SHIPPED_CONFIGS

logger = logging.getLogger(__name__)


class ConfigSelector:
    def __init__(self, table: Dict[int, Dict[str, int]], tune_candidates: List[Dict[str, int]]):
        self.table = table
        self.tune_candidates = tune_candidates
        self.tuned: Dict[Tuple[int, int, int], Dict[str, int]] = {}

    def nearest(self, m: int) -> Dict[str, int]:
        if not self.table:
            return DEFAULT_CONFIG
        key = sorted(self.table, key=lambda size: abs(size - m))[0]
        return self.table[key]

    def _tune(self, m: int, n: int, k: int, run: Callable, args) -> Dict[str, int]:
        best, best_t = None, float("inf")
        for cfg in [self.nearest(m), *self.tune_candidates]:
            t0 = time.perf_counter()
            run(*args, cfg)
            dt = time.perf_counter() - t0
            if dt < best_t:
                best, best_t = cfg, dt
        logger.debug("tuned M=%d N=%d K=%d -> %s (%.1f us)", m, n, k, best, best_t * 1e6)
        return best

    def select(self, m: int, n: int, k: int, run: Callable, args) -> Dict[str, int]:
        if torch.compiler.is_compiling():
            # no timing inside a trace: use the shipped table
            return self.nearest(m)
        key = (m, n, k)
        if key not in self.tuned:
            self.tuned[key] = self._tune(m, n, k, run, args)
        return self.tuned[key]


selector = ConfigSelector(SHIPPED_CONFIGS, tune_candidates=[DEFAULT_CONFIG])
