from __future__ import annotations

import contextlib
import dataclasses
import os
import time
from collections import defaultdict
from typing import Dict, List


@dataclasses.dataclass
class TracingConfig:
    enabled: bool = True
    max_spans_per_name: int = 1024
    export_endpoint: str = ""

    @classmethod
    def from_env(cls) -> "TracingConfig":
        return cls(
            enabled=os.environ.get("SERVE_TRACING", "1") == "1",
            export_endpoint=os.environ.get("SERVE_OTLP_ENDPOINT", ""),
        )


class Tracer:
    """Collects wall-clock spans for the forward pass, exported per step."""

    def __init__(self, config: TracingConfig):
        self.config = config
        self._spans: Dict[str, List[int]] = defaultdict(list)

    def _record(self, name: str, duration_ns: int) -> None:
        bucket = self._spans[name]
        if len(bucket) < self.config.max_spans_per_name:
            bucket.append(duration_ns)

    @contextlib.contextmanager
    def span(self, name: str):
        if not self.config.enabled:
            yield
            return
        start = time.perf_counter_ns()
        try:
            yield
        finally:
            self._record(name, time.perf_counter_ns() - start)

    def drain(self) -> Dict[str, List[int]]:
        spans, self._spans = dict(self._spans), defaultdict(list)
        return spans


_GLOBAL_TRACER = None


def get_tracer() -> Tracer:
    global _GLOBAL_TRACER
    if _GLOBAL_TRACER is None:
        _GLOBAL_TRACER = Tracer(TracingConfig.from_env())
    return _GLOBAL_TRACER
