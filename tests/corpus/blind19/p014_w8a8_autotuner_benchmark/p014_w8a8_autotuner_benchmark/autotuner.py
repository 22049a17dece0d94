from __future__ import annotations

import functools
import time
from dataclasses import dataclass
from typing import Callable, Sequence


@dataclass(frozen=True)
class Config:
    block_m: int
    block_n: int
    split_k: int = 1

    def kwargs(self) -> dict:
        return {"block_m": self.block_m, "block_n": self.block_n, "split_k": self.split_k}


class Autotuner:
    """Pick the fastest config per problem key; results are memoised per key."""

    def __init__(self, fn: Callable, configs: Sequence[Config], key: Sequence[str], warmup: int = 1, rep: int = 3):
        self.fn = fn
        self.configs = list(configs)
        self.key = tuple(key)
        self.warmup = warmup
        self.rep = rep
        self.cache: dict[tuple, Config] = {}
        functools.update_wrapper(self, fn)

    def _bench(self, cfg: Config, args, kwargs) -> float:
        for _ in range(self.warmup):
            self.fn(*args, **kwargs, **cfg.kwargs())
        start = time.perf_counter()
        for _ in range(self.rep):
            self.fn(*args, **kwargs, **cfg.kwargs())
        return (time.perf_counter() - start) / self.rep

    def _problem_key(self, kwargs) -> tuple:
        return tuple(kwargs[k] for k in self.key)

    def __call__(self, *args, **kwargs):
        k = self._problem_key(kwargs)
        cfg = self.cache.get(k)
        if cfg is None:
            if len(self.configs) == 1:
                cfg = self.configs[0]
            else:
                timings = {c: self._bench(c, args, kwargs) for c in self.configs}
                cfg = min(timings, key=timings.get)
            self.cache[k] = cfg
        return self.fn(*args, **kwargs, **cfg.kwargs())


def autotune(configs: Sequence[Config], key: Sequence[str]):
    def deco(fn):
        return Autotuner(fn, configs, key)

    return deco
