import functools
import logging
import time

import torch

logger = logging.getLogger(__name__)


def instrumented(fn):
    """Time eager calls; pass straight through while dynamo traces."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        if torch.compiler.is_compiling():
            return fn(*args, **kwargs)
        t0 = time.perf_counter()
        out = fn(*args, **kwargs)
        logger.debug("%s %.3f ms", fn.__name__, (time.perf_counter() - t0) * 1e3)
        return out

    return wrapper
