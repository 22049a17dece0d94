import functools
import inspect
import logging
import warnings
from typing import Callable, Optional

from packaging import version

__version__ = "4.44.0"

logger = logging.getLogger(__name__)


@functools.lru_cache(None)
def warning_once(msg: str) -> None:
    logger.warning(msg)


def deprecate_kwarg(
    old_name: str,
    version_removed: str,
    new_name: Optional[str] = None,
    raise_if_greater_or_equal_version: bool = False,
) -> Callable:
    """Rename/retire a keyword argument while keeping old call sites working."""
    is_greater_or_equal_version = version.parse(__version__) >= version.parse(version_removed)

    def wrapper(func: Callable) -> Callable:
        sig = inspect.signature(func)
        if new_name is not None and new_name not in sig.parameters:
            raise TypeError(f"{func.__qualname__} has no parameter {new_name!r}")
        func_name = func.__qualname__

        @functools.wraps(func)
        def wrapped_func(*args, **kwargs):
            if old_name in kwargs:
                value = kwargs.pop(old_name)
                message = f"`{old_name}` is deprecated for {func_name} and will be removed in v{version_removed}."
                if new_name is not None:
                    message += f" Use `{new_name}` instead."
                    kwargs.setdefault(new_name, value)
                if raise_if_greater_or_equal_version and is_greater_or_equal_version:
                    raise ValueError(message)
                warnings.warn(message, FutureWarning, stacklevel=2)
            return func(*args, **kwargs)

        return wrapped_func

    return wrapper
