import time
from collections import defaultdict
from contextlib import contextmanager
from typing import Dict, List


class StageTimes:
    """Per-stage wall-clock samples exported by the metrics endpoint."""

    def __init__(self) -> None:
        self.samples: Dict[str, List[float]] = defaultdict(list)

    def observe(self, stage: str, seconds: float) -> None:
        bucket = self.samples[stage]
        bucket.append(seconds)
        if len(bucket) > 1024:
            del bucket[:512]


@contextmanager
def record_stage(times: StageTimes, stage: str):
    start = time.perf_counter()
    try:
        yield
    finally:
        times.observe(stage, time.perf_counter() - start)
