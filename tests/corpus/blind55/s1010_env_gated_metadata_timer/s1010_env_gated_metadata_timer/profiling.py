from __future__ import annotations

import functools
import logging
import time
from collections import defaultdict

from .envs import envs

logger = logging.getLogger(__name__)

_timings = defaultdict(list)


def record_time(tag: str):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            if not envs.SGLANG_TIME_ATTN_METADATA:
                return fn(*args, **kwargs)
            start = time.perf_counter()
            out = fn(*args, **kwargs)
            elapsed = time.perf_counter() - start
            _timings[tag].append(elapsed)
            logger.info("%s took %.3f ms", tag, elapsed * 1e3)
            return out

        return wrapper

    return decorator


def dump_timings():
    return {tag: sum(v) / len(v) for tag, v in _timings.items() if v}
