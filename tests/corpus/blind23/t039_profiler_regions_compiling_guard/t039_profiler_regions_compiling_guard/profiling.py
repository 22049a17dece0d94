from __future__ import annotations

import contextlib
import os
import threading
import time
from collections import defaultdict
from typing import Dict, List

import torch

PROFILE_REGIONS = os.environ.get("SERVE_PROFILE_REGIONS", "1") == "1"

_request_ctx = threading.local()


def set_request_id(request_id: str) -> None:
    _request_ctx.request_id = request_id


def current_request_id() -> str:
    return getattr(_request_ctx, "request_id", "<none>")


class StepTimer:
    """Wall-clock timings for eager (non-compiled) execution."""

    def __init__(self):
        self.samples: Dict[str, List[float]] = defaultdict(list)

    def start(self) -> float:
        if torch.compiler.is_compiling():
            return 0.0
        return time.perf_counter()

    def stop(self, name: str, t0: float) -> None:
        if torch.compiler.is_compiling():
            return
        self.samples[name].append(time.perf_counter() - t0)


TIMER = StepTimer()


def region(name: str):
    """Named range visible in torch.profiler traces (ignored inside compiled graphs)."""
    if PROFILE_REGIONS:
        return torch.profiler.record_function(name)
    return contextlib.nullcontext()
