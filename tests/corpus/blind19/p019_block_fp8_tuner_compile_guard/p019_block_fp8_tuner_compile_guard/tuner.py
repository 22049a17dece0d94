from __future__ import annotations

import logging
import time
from dataclasses import dataclass

import torch

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class TileConfig:
    block_m: int
    num_stages: int = 2


# shipped heuristics: M upper bound -> tile
HEURISTIC_TABLE: tuple[tuple[int, TileConfig], ...] = (
    (8, TileConfig(block_m=8)),
    (64, TileConfig(block_m=32)),
    (1 << 30, TileConfig(block_m=64, num_stages=3)),
)


def heuristic_config(m: int) -> TileConfig:
    for bound, cfg in HEURISTIC_TABLE:
        if m <= bound:
            return cfg
    return HEURISTIC_TABLE[-1][1]


class OnlineTuner:
    """Benchmarks candidate tiles the first time an M is seen (eager mode only)."""

    def __init__(self, candidates: tuple[TileConfig, ...]) -> None:
        self.candidates = candidates
        self.best: dict[int, TileConfig] = {}
        self.num_devices = torch.cuda.device_count()

    def _time(self, fn, cfg: TileConfig) -> float:
        t0 = time.perf_counter()
        fn(cfg)
        return time.perf_counter() - t0

    def pick(self, m: int, fn) -> TileConfig:
        if torch.compiler.is_compiling():
            # no benchmarking inside a trace: use the static table
            return heuristic_config(m)
        cfg = self.best.get(m)
        if cfg is None:
            cfg = min(self.candidates, key=lambda c: self._time(fn, c))
            logger.info("tuned M=%d -> %s (devices=%d)", m, cfg, self.num_devices)
            self.best[m] = cfg
        return cfg
