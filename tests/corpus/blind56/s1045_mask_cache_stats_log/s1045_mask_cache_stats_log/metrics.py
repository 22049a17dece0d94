from __future__ import annotations

import logging
from dataclasses import dataclass

from . import envs

logger = logging.getLogger(__name__)


@dataclass
class CacheStats:
    queries: int = 0
    hits: int = 0
    evictions: int = 0

    @property
    def hit_rate(self) -> float:
        return self.hits / self.queries if self.queries else 0.0

    def reset(self) -> None:
        self.queries = 0
        self.hits = 0
        self.evictions = 0


class CacheStatsReporter:
    def __init__(self, name: str):
        self.name = name
        self.enabled = envs.cache_stats_enabled()
        self.interval = envs.cache_report_interval()
        self.stats = CacheStats()
        self.num_steps = 0

    def record(self, hit: bool, evicted: int = 0) -> None:
        if not self.enabled:
            return
        self.stats.queries += 1
        self.stats.hits += int(hit)
        self.stats.evictions += evicted

    def step(self) -> None:
        if not self.enabled:
            return
        self.num_steps += 1
        if self.num_steps % self.interval == 0:
            self._report()

    def _report(self) -> None:
        logger.info(
            "[%s] queries=%d hit_rate=%.3f evictions=%d",
            self.name,
            self.stats.queries,
            self.stats.hit_rate,
            self.stats.evictions,
        )
        self.stats.reset()
