import inspect
import os
from typing import Callable


def get_int_env_var(name: str, default: int) -> int:
    value = os.getenv(name)
    if value is None or not value.strip():
        return default
    try:
        return int(value)
    except ValueError:
        return default


def supports_kwarg(fn: Callable, name: str) -> bool:
    """Older kernel builds do not accept every keyword; probe before passing it."""
    params = inspect.signature(fn).parameters
    return name in params or any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values())
