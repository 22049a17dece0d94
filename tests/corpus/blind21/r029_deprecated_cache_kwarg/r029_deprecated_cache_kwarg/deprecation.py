"""Keyword-argument deprecation helper."""
import inspect
import warnings
from functools import wraps
from typing import Optional

_LIBRARY_VERSION = (4, 2, 0)


def _parse(version: str) -> tuple:
    return tuple(int(p) for p in version.split("."))


def deprecate_kwarg(old_name: str, version: str, new_name: Optional[str] = None, raise_if_both: bool = False):
    """Rename ``old_name`` to ``new_name`` in calls and warn until ``version``."""
    removed = _LIBRARY_VERSION >= _parse(version)

    def wrapper(func):
        params = inspect.signature(func).parameters
        if new_name is not None and new_name not in params:
            raise TypeError(f"{func.__qualname__} has no parameter {new_name!r}")

        @wraps(func)
        def wrapped_func(*args, **kwargs):
            if old_name in kwargs:
                if new_name is not None and new_name in kwargs:
                    if raise_if_both:
                        raise ValueError(f"Both `{old_name}` and `{new_name}` were passed")
                    kwargs.pop(old_name)
                else:
                    if new_name is not None:
                        kwargs[new_name] = kwargs.pop(old_name)
                    message = (
                        f"`{old_name}` is deprecated {'and was removed' if removed else 'and will be removed'}"
                        f" in version {version} of {func.__qualname__}"
                        + (f"; use `{new_name}` instead." if new_name else ".")
                    )
                    warnings.warn(message, FutureWarning, stacklevel=2)
            return func(*args, **kwargs)

        return wrapped_func

    return wrapper
