import functools
import inspect
import warnings


def deprecate_kwarg(old_name, version, new_name=None, raise_if_both_names=False):
    """Rename a keyword argument while keeping the old spelling working for a release or two."""

    def wrapper(func):
        sig = inspect.signature(func)
        if new_name is not None and new_name not in sig.parameters:
            raise TypeError(f"{func.__qualname__} has no parameter {new_name!r}")
        qualname = func.__qualname__

        @functools.wraps(func)
        def wrapped_func(*args, **kwargs):
            if old_name in kwargs:
                if new_name is None:
                    message = f"`{old_name}` is deprecated for {qualname} and will be removed in {version}."
                elif new_name in kwargs:
                    if raise_if_both_names:
                        raise ValueError(f"Both `{old_name}` and `{new_name}` passed to {qualname}")
                    message = f"Both `{old_name}` and `{new_name}` set for {qualname}; `{old_name}` is ignored."
                    kwargs.pop(old_name)
                else:
                    message = f"`{old_name}` is deprecated for {qualname}, use `{new_name}` (removed in {version})."
                    kwargs[new_name] = kwargs.pop(old_name)
                warnings.warn(message, FutureWarning, stacklevel=2)
            return func(*args, **kwargs)

        return wrapped_func

    return wrapper
