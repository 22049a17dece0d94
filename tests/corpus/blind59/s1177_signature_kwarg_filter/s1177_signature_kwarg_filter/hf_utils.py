import functools
import inspect
import logging
from typing import Any, Callable, Dict

logger = logging.getLogger(__name__)


def can_return_tuple(fn: Callable) -> Callable:
    """Let callers pass ``return_dict=False`` to get a plain tuple back."""

    @functools.wraps(fn)
    def wrapper(self, *args, **kwargs):
        return_dict = kwargs.pop("return_dict", True)
        output = fn(self, *args, **kwargs)
        if not return_dict and not isinstance(output, tuple):
            output = tuple(v for v in output.values() if v is not None)
        return output

    return wrapper


def accepted_kwargs(fn: Callable) -> frozenset:
    params = inspect.signature(fn).parameters
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values()):
        return frozenset(("*",))
    return frozenset(name for name, p in params.items() if p.kind is not inspect.Parameter.VAR_POSITIONAL)


def filter_supported_kwargs(fn: Callable, kwargs: Dict[str, Any]) -> Dict[str, Any]:
    names = accepted_kwargs(fn)
    if "*" in names:
        return dict(kwargs)
    return {k: v for k, v in kwargs.items() if k in names}
