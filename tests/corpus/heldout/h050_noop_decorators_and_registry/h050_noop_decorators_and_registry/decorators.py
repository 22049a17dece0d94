import functools
import os
import time

_PROFILE = os.environ.get("HELDOUT_PROFILE_OPS", "0") == "1"


def maybe_profile(fn):
    """Wrap ``fn`` with a timer only when profiling is enabled at import time."""
    if not _PROFILE:
        return fn

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        t0 = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            print(f"{fn.__qualname__}: {(time.perf_counter() - t0) * 1e3:.2f} ms")

    return wrapper


def support_torch_compile(cls):
    """Marker decorator: records that the model class is compile-safe."""
    cls._supports_compile = True
    return cls
