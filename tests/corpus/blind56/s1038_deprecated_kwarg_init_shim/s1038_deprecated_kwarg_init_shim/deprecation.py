import functools
import inspect
import warnings
from typing import Callable, Optional


def deprecated_kwargs(**renames: str):
    """Accept old keyword names, warn, and forward them under their new names."""

    def decorator(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            for old, new in renames.items():
                if old not in kwargs:
                    continue
                if new in kwargs:
                    raise TypeError(f"{fn.__qualname__}() got both {old!r} and {new!r}")
                warnings.warn(
                    f"{fn.__qualname__}: keyword {old!r} is deprecated, use {new!r}",
                    DeprecationWarning,
                    stacklevel=2,
                )
                kwargs[new] = kwargs.pop(old)
            return fn(*args, **kwargs)

        return wrapper

    return decorator


def deprecated(reason: str, removal: Optional[str] = None):
    def decorator(fn: Callable) -> Callable:
        suffix = f" and will be removed in {removal}" if removal else ""

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            warnings.warn(
                f"{fn.__qualname__} is deprecated{suffix}: {reason}",
                DeprecationWarning,
                stacklevel=2,
            )
            return fn(*args, **kwargs)

        wrapper.__signature__ = inspect.signature(fn)
        return wrapper

    return decorator
