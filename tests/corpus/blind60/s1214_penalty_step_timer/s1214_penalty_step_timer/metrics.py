import functools
import time
from collections import defaultdict
from typing import Callable, Dict, List, TypeVar

F = TypeVar("F", bound=Callable)

_STEP_TIMES: Dict[str, List[float]] = defaultdict(list)
_MAX_SAMPLES = 1024


def record(name: str, elapsed: float) -> None:
    samples = _STEP_TIMES[name]
    samples.append(elapsed)
    if len(samples) > _MAX_SAMPLES:
        del samples[: len(samples) - _MAX_SAMPLES]


def step_timer(name: str) -> Callable[[F], F]:
    """Accumulate the wall time spent in the decorated sampling stage."""

    def decorator(fn: F) -> F:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            start = time.perf_counter()
            out = fn(*args, **kwargs)
            record(name, time.perf_counter() - start)
            return out

        return wrapper  # type: ignore[return-value]

    return decorator


def summary() -> Dict[str, float]:
    return {k: sum(v) / max(len(v), 1) for k, v in _STEP_TIMES.items()}
