from __future__ import annotations

import contextlib
import time
from collections import defaultdict
from dataclasses import dataclass


@dataclass
class CommRecord:
    calls: int = 0
    bytes: int = 0
    nanos: int = 0

    def add(self, nbytes: int, nanos: int) -> None:
        self.calls += 1
        self.bytes += nbytes
        self.nanos += nanos

    @property
    def gbps(self) -> float:
        return 0.0 if not self.nanos else self.bytes / self.nanos


COMM_STATS: "defaultdict[str, CommRecord]" = defaultdict(CommRecord)


@contextlib.contextmanager
def comm_span(op: str, nbytes: int):
    """Account bytes moved and wall time of one collective."""
    start = time.perf_counter_ns()
    try:
        yield
    finally:
        COMM_STATS[op].add(nbytes, time.perf_counter_ns() - start)


def reset_comm_stats() -> None:
    COMM_STATS.clear()
