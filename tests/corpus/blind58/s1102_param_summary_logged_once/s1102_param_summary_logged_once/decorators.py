import functools
from typing import Callable, TypeVar

F = TypeVar("F", bound=Callable)


def once_per_instance(flag_attr: str) -> Callable[[F], F]:
    """Run the wrapped method only the first time it is called on an instance."""

    def decorator(fn: F) -> F:
        @functools.wraps(fn)
        def wrapper(self, *args, **kwargs):
            if getattr(self, flag_attr, False):
                return None
            setattr(self, flag_attr, True)
            return fn(self, *args, **kwargs)

        return wrapper

    return decorator
