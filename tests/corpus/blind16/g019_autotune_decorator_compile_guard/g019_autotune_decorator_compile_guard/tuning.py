"""A small @autotune decorator in the style of triton.autotune."""
import functools
import logging
import time
from dataclasses import dataclass
from typing import Callable, Dict, List, Sequence, Tuple

import torch

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Config:
    block_size: int
    num_splits: int = 1


class Autotuner:
    def __init__(self, fn: Callable, configs: List[Config], key: Sequence[str]):
        self.fn = fn
        self.configs = configs
        self.key = tuple(key)
        self.cache: Dict[Tuple, Config] = {}
        functools.update_wrapper(self, fn)

    def _key(self, kwargs) -> Tuple:
        return tuple(kwargs[k] for k in self.key)

    def _bench(self, args, kwargs) -> Config:
        timings = {}
        for cfg in self.configs:
            start = time.perf_counter()
            for _ in range(3):
                self.fn(*args, config=cfg, **kwargs)
            timings[cfg] = time.perf_counter() - start
        best = min(timings, key=timings.get)
        logger.debug("autotune %s %s -> %s", self.fn.__name__, self._key(kwargs), best)
        return best

    def __call__(self, *args, **kwargs):
        key = self._key(kwargs)
        cfg = self.cache.get(key)
        if cfg is None:
            if torch.compiler.is_compiling():
                # no benchmarking while tracing: take the heuristic default
                cfg = self.configs[0]
            else:
                cfg = self._bench(args, kwargs)
                self.cache[key] = cfg
        return self.fn(*args, config=cfg, **kwargs)


def autotune(configs: List[Config], key: Sequence[str]):
    def deco(fn):
        return Autotuner(fn, configs, key)

    return deco
