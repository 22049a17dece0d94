import time
from collections import defaultdict
from contextlib import contextmanager

_TIMINGS = defaultdict(float)


@contextmanager
def step_timer(name: str):
    start = time.perf_counter()
    try:
        yield
    finally:
        _TIMINGS[name] += time.perf_counter() - start


def report():
    return dict(_TIMINGS)
