"""Lightweight per-stage wall-clock accounting for the encoder worker."""
from __future__ import annotations

import contextlib
import time
from collections import defaultdict


class _TimedScope:
    __slots__ = ("timer", "name", "_t0")

    def __init__(self, timer: "StageTimer", name: str) -> None:
        self.timer = timer
        self.name = name
        self._t0 = 0.0

    def __enter__(self) -> "_TimedScope":
        self._t0 = time.perf_counter()
        return self

    def __exit__(self, exc_type, exc, tb) -> bool:
        self.timer.records[self.name].append(time.perf_counter() - self._t0)
        return False


class StageTimer:
    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self.records: dict[str, list[float]] = defaultdict(list)

    def scope(self, name: str):
        if not self.enabled:
            return contextlib.nullcontext()
        return _TimedScope(self, name)

    def summary(self) -> dict[str, float]:
        return {k: sum(v) / len(v) for k, v in self.records.items() if v}
