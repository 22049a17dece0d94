"""Helpers for renaming keyword arguments without breaking callers."""
import functools
import inspect
import logging
import warnings
from typing import Callable, Optional

import torch

logger = logging.getLogger(__name__)


@functools.lru_cache(None)
def warning_once(message: str) -> None:
    logger.warning(message)


def deprecate_kwarg(old_name: str, new_name: Optional[str] = None, version: str = "next") -> Callable:
    """Map ``old_name=`` to ``new_name=`` and emit a FutureWarning (eagerly only)."""

    def deco(fn: Callable) -> Callable:
        params = inspect.signature(fn).parameters
        if new_name is not None and new_name not in params:
            raise TypeError(f"{fn.__qualname__} has no parameter {new_name!r}")

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            if old_name in kwargs:
                value = kwargs.pop(old_name)
                if new_name is not None and new_name not in kwargs:
                    kwargs[new_name] = value
                if not torch.compiler.is_compiling():
                    warnings.warn(
                        f"`{old_name}` is deprecated and will be removed in version {version}; use `{new_name}`.",
                        FutureWarning,
                        stacklevel=2,
                    )
            return fn(*args, **kwargs)

        return wrapper

    return deco
