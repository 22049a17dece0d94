"""Helpers to rename keyword arguments without breaking downstream callers."""
import functools
import inspect
import warnings
from enum import Enum
from typing import Optional


class Action(Enum):
    NONE = "none"
    NOTIFY = "notify"
    NOTIFY_ALWAYS = "notify_always"
    RAISE = "raise"


def _parse_version(v: str) -> tuple:
    return tuple(int(p) for p in v.split(".")[:3] if p.isdigit())


def deprecate_kwarg(
    old_name: str,
    version: str,
    new_name: Optional[str] = None,
    warn_if_greater_or_equal_version: bool = False,
    raise_if_both_names: bool = False,
    additional_message: Optional[str] = None,
):
    from .. import __version__

    is_greater_or_equal_version = _parse_version(__version__) >= _parse_version(version)
    if is_greater_or_equal_version:
        deprecated_message = f"`{old_name}` was removed in version {version}."
    else:
        deprecated_message = f"`{old_name}` is deprecated and will be removed in version {version}."

    def wrapper(func):
        sig = inspect.signature(func)
        function_named_args = set(sig.parameters.keys())
        is_instance_method = "self" in function_named_args
        is_class_method = "cls" in function_named_args

        @functools.wraps(func)
        def wrapped_func(*args, **kwargs):
            func_name = func.__name__
            if is_instance_method:
                func_name = f"{args[0].__class__.__name__}.{func_name}"
            elif is_class_method:
                func_name = f"{args[0].__name__}.{func_name}"

            minimum_action = Action.NONE
            message = None
            if old_name in kwargs and new_name in kwargs:
                minimum_action = Action.RAISE if raise_if_both_names else Action.NOTIFY_ALWAYS
                message = f"Both `{old_name}` and `{new_name}` are set for `{func_name}`. Using `{new_name}`."
                kwargs.pop(old_name)
            elif old_name in kwargs and new_name is not None:
                minimum_action = Action.NOTIFY
                message = f"`{old_name}` is deprecated for `{func_name}`; use `{new_name}` instead."
                kwargs[new_name] = kwargs.pop(old_name)
            elif old_name in kwargs:
                minimum_action = Action.NOTIFY
                message = f"`{old_name}` is deprecated for `{func_name}`."

            if message is not None and additional_message is not None:
                message = f"{message} {additional_message}"
            if is_greater_or_equal_version and minimum_action is not Action.NONE:
                minimum_action = Action.RAISE

            if minimum_action == Action.RAISE:
                raise ValueError(message)
            elif minimum_action in (Action.NOTIFY, Action.NOTIFY_ALWAYS):
                warnings.warn(message, FutureWarning, stacklevel=2)
            return func(*args, **kwargs)

        return wrapped_func

    return wrapper
