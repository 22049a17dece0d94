from __future__ import annotations

import collections
import contextlib
import os
import threading
import time

import torch

# read once at import; flipping it later requires a restart
PROFILE_SYNC = os.environ.get("R039_PROFILE_SYNC", "0") == "1"


class StepTimer:
    """Accumulates wall-clock time per named section.

    Timing is meaningless inside a compiled region (the section bodies are
    fused), so under torch.compile the sections become no-ops.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.totals: "collections.defaultdict[str, float]" = collections.defaultdict(float)
        self.counts: collections.Counter[str] = collections.Counter()

    def _add(self, name: str, dt: float) -> None:
        with self._lock:
            self.totals[name] += dt
            self.counts[name] += 1

    @contextlib.contextmanager
    def section(self, name: str):
        if torch.compiler.is_compiling():
            yield
            return
        start = time.perf_counter()
        try:
            yield
        finally:
            self._add(name, time.perf_counter() - start)


def maybe_sync_marker(tag: str) -> None:
    if PROFILE_SYNC:
        if torch.cuda.is_available():
            torch.cuda.synchronize()
        print(f"[{tag}] t={time.monotonic():.6f}")
