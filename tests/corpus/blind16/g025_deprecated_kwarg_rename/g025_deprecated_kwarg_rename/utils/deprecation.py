import functools
import inspect
import warnings
from typing import Optional


def deprecate_kwarg(old_name: str, version: str, new_name: Optional[str] = None, raise_if_both_names: bool = False):
    """Rename a keyword argument and tell callers that the old spelling goes away in `version`."""

    def wrapper(func):
        sig = inspect.signature(func)
        func_name = func.__qualname__

        @functools.wraps(func)
        def wrapped_func(*args, **kwargs):
            if old_name in kwargs:
                if new_name is not None and new_name in kwargs:
                    if raise_if_both_names:
                        raise ValueError(f"Both `{old_name}` and `{new_name}` were passed to {func_name}")
                    kwargs.pop(old_name)
                else:
                    _emit(f"`{old_name}` is deprecated in {func_name} and will be removed in version {version}"
                          + (f"; use `{new_name}` instead." if new_name else "."))
                    if new_name is not None:
                        kwargs[new_name] = kwargs.pop(old_name)
            return func(*args, **kwargs)

        wrapped_func.__signature__ = sig
        return wrapped_func

    return wrapper


def _emit(message: str) -> None:
    warnings.warn(message, FutureWarning, stacklevel=3)
