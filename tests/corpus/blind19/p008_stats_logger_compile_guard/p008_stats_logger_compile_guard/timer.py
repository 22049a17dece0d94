from __future__ import annotations

import time

import torch


class StepTimer:
    """Context manager timing a forward step when running eagerly.

    Under torch.compile the timer is inert: the wall clock would only measure
    tracing, and the compiled graph is timed by the scheduler instead.
    """

    def __init__(self, name: str, sink: dict):
        self.name = name
        self.sink = sink
        self._start = None

    def __enter__(self):
        if not torch.compiler.is_compiling():
            self._start = time.perf_counter()
        return self

    def __exit__(self, exc_type, exc, tb):
        if self._start is not None and not torch.compiler.is_compiling():
            elapsed = time.perf_counter() - self._start
            self.sink.setdefault(self.name, []).append(elapsed)
            self._start = None
        return False
