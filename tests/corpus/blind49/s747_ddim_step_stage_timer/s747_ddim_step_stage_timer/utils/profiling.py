import functools
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Callable, TypeVar

F = TypeVar("F", bound=Callable)


@dataclass
class StageMetrics:
    durations_ms: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))

    def record(self, stage: str, elapsed_s: float) -> None:
        self.durations_ms[stage].append(elapsed_s * 1e3)

    def summary(self) -> dict[str, float]:
        return {k: sum(v) / len(v) for k, v in self.durations_ms.items() if v}

    def reset(self) -> None:
        self.durations_ms.clear()


_STAGE_METRICS = StageMetrics()


def get_stage_metrics() -> StageMetrics:
    return _STAGE_METRICS


def timed_stage(stage: str) -> Callable[[F], F]:
    """Attribute wall time of ``fn`` to ``stage`` in the per-request metrics."""

    def decorator(fn: F) -> F:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            start = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                _STAGE_METRICS.record(stage, time.perf_counter() - start)

        return wrapper  # type: ignore[return-value]

    return decorator
