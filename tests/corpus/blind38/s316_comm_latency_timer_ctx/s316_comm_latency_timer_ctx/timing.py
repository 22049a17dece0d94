"""Latency histograms for collectives (used by the serving metrics exporter)."""
import contextlib
import time
from collections import defaultdict

_LATENCIES = defaultdict(list)


def latency_summary():
    return {op: sum(v) / len(v) for op, v in _LATENCIES.items() if v}


@contextlib.contextmanager
def comm_timer(op: str):
    start = time.perf_counter()
    try:
        yield
    finally:
        _LATENCIES[op].append(time.perf_counter() - start)
