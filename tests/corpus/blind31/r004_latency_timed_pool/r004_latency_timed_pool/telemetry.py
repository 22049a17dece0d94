import functools
import time
from collections import defaultdict

STAGE_LATENCY_MS = defaultdict(list)
_MAX_SAMPLES = 512


def record(stage: str, elapsed_ms: float) -> None:
    samples = STAGE_LATENCY_MS[stage]
    samples.append(elapsed_ms)
    if len(samples) > _MAX_SAMPLES:
        del samples[: len(samples) - _MAX_SAMPLES]


def timed(stage: str):
    """Decorator: record wall time of a scoring stage in milliseconds."""

    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            start = time.perf_counter()
            out = fn(*args, **kwargs)
            record(stage, (time.perf_counter() - start) * 1e3)
            return out

        return wrapper

    return deco
