from __future__ import annotations

import functools
import time
from collections import defaultdict
from typing import Callable, Dict, List

_now: Callable[[], float] = time.perf_counter


class SpanRecorder:
    """Collects wall-clock spans per region; exported by the metrics endpoint."""

    def __init__(self, max_samples: int = 1024):
        self.max_samples = max_samples
        self.samples: Dict[str, List[float]] = defaultdict(list)
        self.enabled = True

    def record(self, name: str, seconds: float) -> None:
        bucket = self.samples[name]
        if len(bucket) >= self.max_samples:
            del bucket[: len(bucket) // 2]
        bucket.append(seconds)

    def summary(self) -> Dict[str, float]:
        return {k: sum(v) / len(v) for k, v in self.samples.items() if v}


RECORDER = SpanRecorder()


def traced_span(name: str):
    """Decorator for nn.Module.forward: records the latency of the call."""

    def deco(fn):
        @functools.wraps(fn)
        def wrapper(self, *args, **kwargs):
            if not RECORDER.enabled:
                return fn(self, *args, **kwargs)
            start = _now()
            out = fn(self, *args, **kwargs)
            RECORDER.record(f"{name}.{type(self).__name__}", _now() - start)
            return out

        return wrapper

    return deco
