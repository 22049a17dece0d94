from collections import defaultdict
from typing import Callable, DefaultDict, List

_FORWARD_HOOKS: DefaultDict[str, List[Callable]] = defaultdict(list)


def register_forward_hook(point: str) -> Callable[[Callable], Callable]:
    def decorator(fn: Callable) -> Callable:
        _FORWARD_HOOKS[point].append(fn)
        return fn

    return decorator


def clear_forward_hooks(point: str = None) -> None:
    if point is None:
        _FORWARD_HOOKS.clear()
    else:
        _FORWARD_HOOKS.pop(point, None)


def has_forward_hooks(point: str) -> bool:
    return bool(_FORWARD_HOOKS.get(point))


def run_forward_hooks(point: str, *args) -> None:
    for hook in _FORWARD_HOOKS.get(point, ()):
        hook(*args)
