import enum
import functools
import warnings

from .import_utils import is_tracing


class Action(enum.IntEnum):
    NONE = 0
    NOTIFY = 1
    NOTIFY_ALWAYS = 2
    RAISE = 3


def _parse(version: str):
    return tuple(int(part) for part in version.split(".")[:2] if part.isdigit())


def deprecate_kwarg(old_name: str, version: str, new_name: str = None, raise_if_both_names: bool = False):
    """Rename ``old_name`` to ``new_name`` for callers that have not migrated yet."""
    from .. import __version__

    is_greater_or_equal_version = _parse(__version__) >= _parse(version)

    def wrapper(func):
        func_name = func.__qualname__

        @functools.wraps(func)
        def wrapped_func(*args, **kwargs):
            minimum_action = Action.NONE
            message = None

            if old_name in kwargs and new_name in kwargs:
                minimum_action = Action.RAISE if raise_if_both_names else Action.NOTIFY_ALWAYS
                message = f"Both `{old_name}` and `{new_name}` are set for `{func_name}`. Using `{new_name}`."
                kwargs.pop(old_name)
            elif old_name in kwargs and new_name is not None:
                minimum_action = Action.NOTIFY
                message = f"`{old_name}` is deprecated in `{func_name}`; use `{new_name}` instead."
                kwargs[new_name] = kwargs.pop(old_name)

            if message is not None and is_greater_or_equal_version:
                minimum_action = Action.RAISE

            if minimum_action == Action.RAISE:
                raise ValueError(message)
            if minimum_action in (Action.NOTIFY, Action.NOTIFY_ALWAYS) and not is_tracing():
                warnings.warn(message, FutureWarning, stacklevel=2)

            return func(*args, **kwargs)

        return wrapped_func

    return wrapper
