"""Lightweight per-layer latency accounting exported to the metrics endpoint."""
import functools
import time
from collections import defaultdict
from typing import Callable, Dict, List

LAYER_STATS: Dict[str, List[float]] = defaultdict(list)
_MAX_SAMPLES = 1024


class _Settings:
    enabled = True
    sample_every = 1


settings = _Settings()


def _record(name: str, elapsed: float) -> None:
    samples = LAYER_STATS[name]
    samples.append(elapsed)
    if len(samples) > _MAX_SAMPLES:
        del samples[: len(samples) - _MAX_SAMPLES]


def instrumented(name: str) -> Callable:
    """Decorate an ``nn.Module.forward`` to record wall-clock latency under ``name``."""

    def deco(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def wrapper(self, *args, **kwargs):
            if not settings.enabled:
                return fn(self, *args, **kwargs)
            start = time.perf_counter()
            out = fn(self, *args, **kwargs)
            _record(f"{name}.{getattr(self, 'layer_idx', 0)}", time.perf_counter() - start)
            return out

        return wrapper

    return deco
