import json
import logging
import os
import time
from dataclasses import asdict, dataclass
from typing import Callable, Sequence

import torch

logger = logging.getLogger(__name__)

_TUNED_FILE = os.environ.get("CORPUS_GPTQ_TUNED_CONFIGS", "")


@dataclass(frozen=True)
class KernelConfig:
    split_k: int = 1
    block_k: int = 32


def next_power_of_2(n: int) -> int:
    return 1 << (n - 1).bit_length() if n > 0 else 1


class Autotuner:
    def __init__(self, configs: Sequence[KernelConfig], warmup: int = 1, rep: int = 3):
        self.configs = list(configs)
        self.warmup = warmup
        self.rep = rep
        self.cache: dict[tuple, KernelConfig] = {}
        if _TUNED_FILE and os.path.exists(_TUNED_FILE):
            with open(_TUNED_FILE) as f:
                for key, cfg in json.load(f).items():
                    self.cache[tuple(int(v) for v in key.split(","))] = KernelConfig(**cfg)

    def _bench(self, fn: Callable, cfg: KernelConfig) -> float:
        for _ in range(self.warmup):
            fn(cfg)
        start = time.perf_counter()
        for _ in range(self.rep):
            fn(cfg)
        return (time.perf_counter() - start) / self.rep

    @torch.no_grad()
    def tune(self, key: tuple, fn: Callable) -> KernelConfig:
        if key in self.cache:
            return self.cache[key]
        timings = {cfg: self._bench(fn, cfg) for cfg in self.configs}
        best = min(timings, key=timings.get)
        logger.debug("autotune %s -> %s", key, asdict(best))
        self.cache[key] = best
        return best
