"""Shape-keyed autotuner in the style of ``triton.autotune``."""
import time
from dataclasses import dataclass
from typing import Callable, Dict, List, Sequence, Tuple

import torch


@dataclass(frozen=True)
class KernelConfig:
    block_m: int
    block_n: int
    block_k: int
    num_warps: int = 4


class Autotuner:
    def __init__(self, fn: Callable, configs: List[KernelConfig], key: Sequence[str], arg_names: Sequence[str]):
        self.fn = fn
        self.configs = configs
        self.key_idx = [arg_names.index(k) for k in key]
        self.cache: Dict[Tuple[int, ...], KernelConfig] = {}
        self.warmup = 2
        self.rep = 5

    def _key(self, args) -> Tuple[int, ...]:
        return tuple(args[i] for i in self.key_idx)

    @torch.compiler.disable
    def _benchmark(self, args) -> KernelConfig:
        timings = {}
        for config in self.configs:
            for _ in range(self.warmup):
                self.fn(*args, config=config)
            start = time.perf_counter()
            for _ in range(self.rep):
                self.fn(*args, config=config)
            timings[config] = (time.perf_counter() - start) / self.rep
        return min(timings, key=timings.get)

    def __call__(self, *args):
        key = self._key(args)
        if key not in self.cache:
            self.cache[key] = self._benchmark(args)
        return self.fn(*args, config=self.cache[key])


def autotune(configs: List[KernelConfig], key: Sequence[str], arg_names: Sequence[str]):
    def decorator(fn):
        return Autotuner(fn, configs, key, arg_names)

    return decorator
