"""Wall-clock region timers for eager debugging.

Timers are a no-op while torch.compile traces: the compiled graph runs as one
unit, so per-region host timestamps would be meaningless anyway.
"""
from __future__ import annotations

import contextlib
import json
import logging
import os
import time
from collections import defaultdict
from typing import DefaultDict, Iterator, List

import torch

logger = logging.getLogger(__name__)

DEBUG_DUMP = os.environ.get("Q039_DEBUG_DUMP", "0") == "1"


class StepProfiler:
    def __init__(self, name: str) -> None:
        self.name = name
        self.samples: DefaultDict[str, List[float]] = defaultdict(list)

    @contextlib.contextmanager
    def region(self, label: str) -> Iterator[None]:
        if torch.compiler.is_compiling():
            yield
            return
        start = time.perf_counter()
        try:
            yield
        finally:
            elapsed = time.perf_counter() - start
            self.samples[label].append(elapsed)
            logger.debug("%s/%s took %.3f ms", self.name, label, elapsed * 1e3)

    def report(self) -> str:
        summary = {k: sum(v) / len(v) for k, v in self.samples.items() if v}
        return json.dumps(summary, sort_keys=True)


def maybe_dump(tag: str, t: torch.Tensor) -> None:
    if not DEBUG_DUMP:
        return
    stats = {"tag": tag, "shape": list(t.shape), "absmax": t.abs().max().item()}
    logger.warning("debug dump %s", json.dumps(stats))
