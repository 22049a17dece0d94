import contextlib
import time
from typing import Dict


@contextlib.contextmanager
def region(name: str, sink: Dict[str, float]):
    start = time.perf_counter()
    try:
        yield
    finally:
        sink[name] = sink.get(name, 0.0) + time.perf_counter() - start
