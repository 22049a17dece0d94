import contextlib
import functools
import os

_PROFILE = os.environ.get("CORPUS_QUANT_PROFILE", "0") == "1"


@contextlib.contextmanager
def _range(name: str):
    if _PROFILE:
        import torch

        with torch.profiler.record_function(name):
            yield
    else:
        yield


def trace_range(name: str):
    def decorator(fn):
        if not _PROFILE:
            return fn

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with _range(name):
                return fn(*args, **kwargs)

        return wrapper

    return decorator


def named(name: str):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            return fn(*args, **kwargs)

        wrapper.op_name = name
        return wrapper

    return decorator
