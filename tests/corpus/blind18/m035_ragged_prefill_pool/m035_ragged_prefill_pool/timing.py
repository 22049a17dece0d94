import contextlib
import logging
import time
from collections import defaultdict

import torch

logger = logging.getLogger(__name__)

_TOTALS: "defaultdict[str, float]" = defaultdict(float)


@contextlib.contextmanager
def step_timer(name: str):
    if torch.compiler.is_compiling():
        yield
        return
    start = time.perf_counter()
    try:
        yield
    finally:
        elapsed = time.perf_counter() - start
        _TOTALS[name] += elapsed
        logger.debug("%s took %.3f ms", name, elapsed * 1e3)
