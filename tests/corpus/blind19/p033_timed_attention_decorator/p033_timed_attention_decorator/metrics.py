"""Lightweight per-op latency accounting for the serving loop."""
import functools
import time
from collections import defaultdict
from dataclasses import dataclass


@dataclass
class OpStat:
    calls: int = 0
    total_s: float = 0.0

    @property
    def mean_ms(self) -> float:
        return 1e3 * self.total_s / max(self.calls, 1)


STATS: "defaultdict[str, OpStat]" = defaultdict(OpStat)


def record(name: str, elapsed: float) -> None:
    stat = STATS[name]
    stat.calls += 1
    stat.total_s += elapsed


def timed(name: str):
    """Decorator: accumulate wall time of the wrapped call under ``name``."""

    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            start = time.perf_counter()
            out = fn(*args, **kwargs)
            record(name, time.perf_counter() - start)
            return out

        return wrapper

    return deco


def report() -> dict:
    return {k: round(v.mean_ms, 3) for k, v in sorted(STATS.items())}
