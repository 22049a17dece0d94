"""Latency instrumentation for forward methods.

Sinks are plugins: anything with ``record(name, seconds, thread_id)``. Timing
is host-side only, so it is skipped while torch.compile traces the wrapped
function (it would otherwise measure tracing, not execution).
"""
from __future__ import annotations

import collections
import functools
import logging
import threading
import time
from typing import Callable, List, Protocol

import torch

logger = logging.getLogger(__name__)


class MetricSink(Protocol):
    def record(self, name: str, seconds: float, thread_id: int) -> None: ...


class RingBufferSink:
    def __init__(self, capacity: int) -> None:
        self._buf = collections.deque(maxlen=capacity)
        self._lock = threading.Lock()

    def record(self, name: str, seconds: float, thread_id: int) -> None:
        with self._lock:
            self._buf.append((name, seconds, thread_id))

    def drain(self):
        with self._lock:
            items = list(self._buf)
            self._buf.clear()
        return items


_SINKS: List[MetricSink] = []


def register_metric_sink(sink: MetricSink) -> MetricSink:
    _SINKS.append(sink)
    return sink


def _emit(name: str, seconds: float) -> None:
    tid = threading.get_ident()
    for sink in _SINKS:
        sink.record(name, seconds, tid)
    logger.debug("%s took %.3f ms", name, seconds * 1e3)


def instrument_forward(name: str) -> Callable:
    def decorator(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            if torch.compiler.is_compiling():
                return fn(*args, **kwargs)
            start = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                _emit(name, time.perf_counter() - start)

        return wrapper

    return decorator
