"""A tiny triton-style autotuner for reference kernels.

Each decorated kernel gets a list of launch configs; the first call for a
given problem key benchmarks all of them and remembers the winner.
"""
from __future__ import annotations

import functools
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence


@dataclass(frozen=True)
class Config:
    kwargs: dict = field(default_factory=dict)
    num_warps: int = 4
    num_stages: int = 2

    def __hash__(self) -> int:
        return hash((tuple(sorted(self.kwargs.items())), self.num_warps, self.num_stages))


class Autotuner:
    def __init__(self, fn: Callable, configs: Sequence[Config], key: Sequence[str], warmup: int = 1, rep: int = 3):
        self.fn = fn
        self.configs = list(configs)
        self.key = list(key)
        self.warmup = warmup
        self.rep = rep
        self.cache: dict[tuple, Config] = {}
        functools.update_wrapper(self, fn)

    def _problem_key(self, named: dict[str, Any]) -> tuple:
        return tuple(named[k] for k in self.key)

    def _bench(self, cfg: Config, args: tuple, kwargs: dict) -> float:
        for _ in range(self.warmup):
            self.fn(*args, **kwargs, **cfg.kwargs)
        start = time.perf_counter()
        for _ in range(self.rep):
            self.fn(*args, **kwargs, **cfg.kwargs)
        return (time.perf_counter() - start) / self.rep

    def _tune(self, args: tuple, kwargs: dict) -> Config:
        if len(self.configs) == 1:
            return self.configs[0]
        timings = {cfg: self._bench(cfg, args, kwargs) for cfg in self.configs}
        return min(timings, key=timings.get)

    def __call__(self, *args, problem: dict[str, Any], **kwargs):
        key = self._problem_key(problem)
        best = self.cache.get(key)
        if best is None:
            best = self._tune(args, kwargs)
            self.cache[key] = best
        return self.fn(*args, **kwargs, **best.kwargs)


def autotune(configs: Sequence[Config], key: Sequence[str]):
    def decorator(fn: Callable) -> Autotuner:
        return Autotuner(fn, configs, key)

    return decorator
