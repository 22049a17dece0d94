"""Minimal Triton-style autotuner: benchmark configs once per shape key."""
from __future__ import annotations

import functools
import logging
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import torch

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Config:
    kwargs: dict = field(default_factory=dict, hash=False)
    name: str = ""


class Autotuner:
    def __init__(self, fn: Callable, configs: Sequence[Config], key: Sequence[int],
                 warmup: int = 1, rep: int = 3) -> None:
        self.fn = fn
        self.configs = list(configs)
        self.key_dims = tuple(key)
        self.warmup = warmup
        self.rep = rep
        self.cache: dict[tuple, Config] = {}
        functools.update_wrapper(self, fn)

    def _key(self, x: torch.Tensor) -> tuple:
        return tuple(x.shape[d] for d in self.key_dims) + (x.dtype,)

    def _bench(self, cfg: Config, args, kwargs) -> float:
        for _ in range(self.warmup):
            self.fn(*args, **kwargs, **cfg.kwargs)
        t0 = time.perf_counter()
        for _ in range(self.rep):
            self.fn(*args, **kwargs, **cfg.kwargs)
        return (time.perf_counter() - t0) / self.rep

    def __call__(self, *args: Any, **kwargs: Any):
        key = self._key(args[0])
        if torch.compiler.is_compiling():
            # never benchmark while tracing: use the tuned or the first config
            cfg = self.cache.get(key, self.configs[0])
            return self.fn(*args, **kwargs, **cfg.kwargs)
        if key not in self.cache:
            timings = {c.name: self._bench(c, args, kwargs) for c in self.configs}
            best = min(self.configs, key=lambda c: timings[c.name])
            logger.info("autotune %s %s -> %s (%s)", self.fn.__name__, key, best.name, timings)
            self.cache[key] = best
        return self.fn(*args, **kwargs, **self.cache[key].kwargs)


def autotune(configs: Sequence[Config], key: Sequence[int]) -> Callable[[Callable], Autotuner]:
    def decorator(fn: Callable) -> Autotuner:
        return Autotuner(fn, configs, key)
    return decorator
