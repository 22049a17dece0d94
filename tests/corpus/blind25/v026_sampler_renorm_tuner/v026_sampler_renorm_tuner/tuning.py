"""Tiny autotuner: time each candidate once per (vocab, batch) bucket, remember the winner."""
from __future__ import annotations

import dataclasses
import time
from typing import Callable, Dict, List, Tuple

import torch


@dataclasses.dataclass(frozen=True)
class RenormConfig:
    strategy: str  # "sort" or "pivot"
    pivot_rounds: int = 4


CANDIDATES: List[RenormConfig] = [
    RenormConfig("sort"),
    RenormConfig("pivot", pivot_rounds=4),
    RenormConfig("pivot", pivot_rounds=8),
]


def _bucket(n: int) -> int:
    return 1 << max(0, (n - 1).bit_length())


class RenormTuner:
    def __init__(self, candidates: List[RenormConfig], warmup: int = 1, iters: int = 3):
        self.candidates = candidates
        self.warmup = warmup
        self.iters = iters
        self._best: Dict[Tuple[int, int], RenormConfig] = {}

    def _bench(self, fn: Callable, probs: torch.Tensor, cfg: RenormConfig) -> float:
        for _ in range(self.warmup):
            fn(probs, cfg)
        t0 = time.perf_counter()
        for _ in range(self.iters):
            fn(probs, cfg)
        return (time.perf_counter() - t0) / self.iters

    @torch.compiler.disable
    def get_config(self, probs: torch.Tensor, fn: Callable) -> RenormConfig:
        """Benchmarks on a miss; kept out of compiled graphs on purpose."""
        key = (_bucket(probs.shape[0]), _bucket(probs.shape[-1]))
        cfg = self._best.get(key)
        if cfg is None:
            timings = [(self._bench(fn, probs, c), i) for i, c in enumerate(self.candidates)]
            cfg = self.candidates[min(timings)[1]]
            self._best[key] = cfg
        return cfg
