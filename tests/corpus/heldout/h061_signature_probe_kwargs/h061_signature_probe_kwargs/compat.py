import functools
import inspect


def accepts_kwarg(fn, name: str) -> bool:
    try:
        params = inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False
    return name in params or any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values())


def call_with_supported(fn, *args, **kwargs):
    supported = {k: v for k, v in kwargs.items() if accepts_kwarg(fn, k)}
    return fn(*args, **supported)
