import time
from typing import Callable, List

import torch


def _synchronize() -> None:
    if torch.cuda.is_available():
        torch.cuda.synchronize()


def do_bench(fn: Callable[[], torch.Tensor], warmup: int = 2, rep: int = 5) -> float:
    for _ in range(warmup):
        fn()
    _synchronize()
    times: List[float] = []
    for _ in range(rep):
        start = time.perf_counter()
        fn()
        _synchronize()
        times.append(time.perf_counter() - start)
    times.sort()
    return times[len(times) // 2]
