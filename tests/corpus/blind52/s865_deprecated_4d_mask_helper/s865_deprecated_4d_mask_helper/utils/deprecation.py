import functools
import warnings
from typing import Callable, Optional, Set

_WARNED: Set[str] = set()


def deprecated(
    reason: str,
    version: Optional[str] = None,
    category: type = FutureWarning,
) -> Callable:
    """Mark a helper as deprecated; each message is emitted once per process."""

    def decorator(fn: Callable) -> Callable:
        message = f"`{fn.__qualname__}` is deprecated"
        if version is not None:
            message += f" and will be removed in v{version}"
        message += f". {reason}"

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            if message not in _WARNED:
                _WARNED.add(message)
                warnings.warn(message, category, stacklevel=2)
            return fn(*args, **kwargs)

        return wrapper

    return decorator
