"""Lightweight host-side step profiler used by the speculative workers."""
import logging
import os
import time
from collections import deque

import torch

logger = logging.getLogger(__name__)

_PROFILE_ENV = "SPEC_STEP_PROFILE"


class StepProfiler:
    def __init__(self, name: str, history: int = 256):
        self.name = name
        self.enabled = os.environ.get(_PROFILE_ENV, "0") == "1"
        self.events = deque(maxlen=history)
        self._t0 = time.perf_counter()

    def _record(self, tag: str) -> None:
        now = time.perf_counter()
        self.events.append((tag, now - self._t0))
        logger.debug("[%s] %s at %.3f ms", self.name, tag, (now - self._t0) * 1e3)

    def mark(self, tag: str) -> None:
        if torch.compiler.is_compiling():
            return
        self._record(tag)
