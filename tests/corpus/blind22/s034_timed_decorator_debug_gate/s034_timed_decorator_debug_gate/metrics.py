"""Lightweight per-stage latency accounting for the serving loop."""
from __future__ import annotations

import collections
import functools
import logging
import os
import time
from typing import Callable, Dict, List

_STAGE_TIMES: Dict[str, List[float]] = collections.defaultdict(list)
_MAX_SAMPLES = 1024

logger = logging.getLogger(__name__)


def metrics_enabled() -> bool:
    return os.environ.get("ENGINE_STAGE_METRICS", "1") not in ("0", "false", "False")


def record(stage: str, seconds: float) -> None:
    samples = _STAGE_TIMES[stage]
    samples.append(seconds)
    if len(samples) > _MAX_SAMPLES:
        del samples[: len(samples) - _MAX_SAMPLES]


def timed(stage: str) -> Callable:
    def deco(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            # stage timing is only collected when debug logging is on
            if not metrics_enabled() or not logger.isEnabledFor(logging.DEBUG):
                return fn(*args, **kwargs)
            start = time.perf_counter()
            out = fn(*args, **kwargs)
            elapsed = time.perf_counter() - start
            record(stage, elapsed)
            logger.debug("%s took %.3f ms", stage, elapsed * 1e3)
            return out

        return wrapper

    return deco


def summary() -> Dict[str, float]:
    return {k: sum(v) / len(v) for k, v in _STAGE_TIMES.items() if v}
