"""Helpers to rename keyword arguments without breaking downstream callers."""
import inspect
import warnings
from functools import wraps
from typing import Optional

_ALREADY_WARNED: set = set()
LIBRARY_VERSION = "4.55.0"


def _version_tuple(v: str) -> tuple:
    return tuple(int(p) for p in v.split(".")[:3] if p.isdigit())


def deprecate_kwarg(old_name: str, version: str, new_name: Optional[str] = None, raise_if_both_names: bool = False):
    """Decorator: accept ``old_name`` for a while, forward it to ``new_name`` and tell the caller."""
    past_removal = _version_tuple(LIBRARY_VERSION) >= _version_tuple(version)

    def wrapper(func):
        sig = inspect.signature(func)
        is_method = "self" in sig.parameters
        qualname = func.__qualname__ if is_method else func.__name__

        @wraps(func)
        def wrapped(*args, **kwargs):
            message = None
            if old_name in kwargs and new_name is not None and new_name in kwargs:
                if raise_if_both_names:
                    raise ValueError(f"{qualname}: both `{old_name}` and `{new_name}` were given")
                kwargs.pop(old_name)
            elif old_name in kwargs and new_name is not None:
                message = f"`{old_name}` is deprecated in {qualname} and will be removed in {version}; use `{new_name}`."
                kwargs[new_name] = kwargs.pop(old_name)
            elif old_name in kwargs:
                message = f"`{old_name}` is deprecated in {qualname} and will be removed in {version}."
            if message is not None:
                if past_removal:
                    raise TypeError(message)
                if message not in _ALREADY_WARNED:
                    _ALREADY_WARNED.add(message)
                    warnings.warn(message, FutureWarning, stacklevel=2)
            return func(*args, **kwargs)

        return wrapped

    return wrapper
