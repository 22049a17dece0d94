import contextlib
import time
from collections import defaultdict


class CommProfiler:
    """Accumulates wall time per communication phase for the EP metrics dump."""

    def __init__(self):
        self.records = defaultdict(list)

    @contextlib.contextmanager
    def span(self, name: str):
        start = time.perf_counter()
        try:
            yield
        finally:
            self.records[name].append(time.perf_counter() - start)

    def summary(self) -> dict:
        return {k: sum(v) / len(v) for k, v in self.records.items() if v}


EP_COMM_PROFILER = CommProfiler()
