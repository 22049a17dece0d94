"""Keyword-argument deprecation helper (transformers-style)."""
import inspect
import warnings
from functools import wraps

_LIBRARY_VERSION = (4, 56, 0)


def _parse_version(version):
    return tuple(int(part) for part in version.split(".")[:3])


def deprecate_kwarg(old_name, version, new_name=None, raise_if_both_names=False, additional_message=None):
    """Rename ``old_name`` to ``new_name`` in the decorated function's kwargs and warn about it."""
    deprecated_version = _parse_version(version)
    is_already_deprecated = _LIBRARY_VERSION >= deprecated_version

    def wrapper(func):
        sig = inspect.signature(func)
        function_named_args = set(sig.parameters.keys())
        is_instance_method = "self" in function_named_args
        is_class_method = "cls" in function_named_args

        @wraps(func)
        def wrapped_func(*args, **kwargs):
            message = None
            if is_instance_method:
                func_name = f"{args[0].__class__.__name__}.{func.__name__}"
            elif is_class_method:
                func_name = f"{args[0].__name__}.{func.__name__}"
            else:
                func_name = func.__name__

            if new_name is not None and old_name in kwargs and new_name in kwargs:
                if raise_if_both_names:
                    raise ValueError(f"Both `{old_name}` and `{new_name}` are set for `{func_name}`.")
                kwargs.pop(old_name)
                message = f"Both `{old_name}` and `{new_name}` are set for `{func_name}`; `{old_name}` is ignored."
            elif new_name is not None and old_name in kwargs:
                kwargs[new_name] = kwargs.pop(old_name)
                message = f"`{old_name}` is deprecated in `{func_name}`; use `{new_name}` instead."
            elif old_name in kwargs:
                message = f"`{old_name}` is deprecated in `{func_name}` and will be removed in {version}."

            if message is not None:
                if additional_message is not None:
                    message = f"{message} {additional_message}"
                if is_already_deprecated:
                    message = message + " It is already unused."
                warnings.warn(message, FutureWarning, stacklevel=2)

            return func(*args, **kwargs)

        return wrapped_func

    return wrapper
