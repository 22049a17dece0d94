import collections
import functools
import time

OP_STATS = collections.defaultdict(float)


def timed(name: str):
    """Decorator: accumulate wall time of the wrapped op under ``name``."""

    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            t0 = time.monotonic()
            out = fn(*args, **kwargs)
            OP_STATS[name] += time.monotonic() - t0
            return out

        return wrapper

    return deco
