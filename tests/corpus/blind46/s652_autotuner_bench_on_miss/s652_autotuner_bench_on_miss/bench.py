import statistics
import time

import torch


def _synchronize():
    if torch.cuda.is_available():
        torch.cuda.synchronize()


def do_bench(fn, warmup: int = 2, rep: int = 5) -> float:
    """Median wall time of ``fn`` in milliseconds."""
    for _ in range(warmup):
        fn()
    _synchronize()
    times = []
    for _ in range(rep):
        start = time.perf_counter()
        fn()
        _synchronize()
        times.append((time.perf_counter() - start) * 1e3)
    return statistics.median(times)
