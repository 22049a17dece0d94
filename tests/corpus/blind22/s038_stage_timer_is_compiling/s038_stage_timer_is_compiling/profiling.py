"""Stage timers that are free inside compiled regions.

Under torch.compile the timer would measure tracing, not execution, so the
timing/logging side is only done in eager mode.
"""
from __future__ import annotations

import collections
import contextlib
import logging
import time
from typing import Dict, Iterator, List

import torch

logger = logging.getLogger(__name__)

_STATS: Dict[str, List[float]] = collections.defaultdict(list)


def _should_time() -> bool:
    if torch.compiler.is_compiling():
        return False
    return logger.isEnabledFor(logging.DEBUG)


@contextlib.contextmanager
def stage_timer(name: str) -> Iterator[None]:
    if not _should_time():
        yield
        return
    start = time.perf_counter()
    try:
        yield
    finally:
        elapsed = time.perf_counter() - start
        _STATS[name].append(elapsed)
        logger.debug("stage %s took %.3f ms", name, elapsed * 1e3)


def stage_stats() -> Dict[str, float]:
    return {name: sum(v) / len(v) for name, v in _STATS.items() if v}
