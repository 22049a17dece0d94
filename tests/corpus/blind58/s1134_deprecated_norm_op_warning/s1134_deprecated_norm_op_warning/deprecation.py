import functools
import warnings
from typing import Callable, Optional, Set

_WARNED: Set[str] = set()


def deprecated(
    reason: str, since: Optional[str] = None, replacement: Optional[str] = None
) -> Callable:
    """Mark a kernel entry point as deprecated; the warning is emitted once per process."""

    def decorator(fn: Callable) -> Callable:
        key = f"{fn.__module__}.{fn.__qualname__}"
        msg = f"{key} is deprecated"
        if since is not None:
            msg += f" since {since}"
        msg += f": {reason}"
        if replacement is not None:
            msg += f" Use {replacement} instead."

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            if key not in _WARNED:
                _WARNED.add(key)
                warnings.warn(
                    msg,
                    DeprecationWarning,
                    stacklevel=2,
                )
            return fn(*args, **kwargs)

        wrapper.__deprecated__ = msg
        return wrapper

    return decorator
