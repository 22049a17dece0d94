import functools
import logging
import time

import torch

logger = logging.getLogger(__name__)

STEP_LATENCIES_MS: list[float] = []


def timed_stage(name: str):
    """Times a stage in eager/debug runs; a no-op inside a compiled graph."""

    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            if torch.compiler.is_compiling():
                return fn(*args, **kwargs)
            t0 = time.perf_counter()
            out = fn(*args, **kwargs)
            STEP_LATENCIES_MS.append((time.perf_counter() - t0) * 1e3)
            logger.info("%s took %.2f ms", name, STEP_LATENCIES_MS[-1])
            return out

        return wrapper

    return deco


def check_finite(name: str, t: torch.Tensor) -> torch.Tensor:
    if not torch.compiler.is_compiling() and not torch.isfinite(t).all():
        logger.warning("non-finite values in %s", name)
    return t
