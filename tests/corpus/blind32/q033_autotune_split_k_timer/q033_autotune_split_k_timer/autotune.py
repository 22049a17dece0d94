"""Tiny shape-keyed autotuner: time each candidate once, remember the winner."""
import time

import torch

from .configs import CANDIDATES, DEFAULT, GemmConfig


class Autotuner:
    def __init__(self, fn, candidates=CANDIDATES, warmup: int = 1, rep: int = 3):
        self.fn = fn
        self.candidates = candidates
        self.warmup = warmup
        self.rep = rep
        self.best: dict = {}

    def _bench(self, cfg: GemmConfig, *args) -> float:
        for _ in range(self.warmup):
            self.fn(*args, cfg=cfg)
        start = time.perf_counter()
        for _ in range(self.rep):
            self.fn(*args, cfg=cfg)
        return (time.perf_counter() - start) / self.rep

    def __call__(self, x, *args):
        key = (x.shape[0] // 16, x.shape[1])
        cfg = self.best.get(key)
        if cfg is None:
            timings = {c: self._bench(c, x, *args) for c in self.candidates}
            cfg = min(timings, key=timings.get) if timings else DEFAULT
            self.best[key] = cfg
        return self.fn(x, *args, cfg=cfg)


def autotune(fn):
    return Autotuner(fn)
