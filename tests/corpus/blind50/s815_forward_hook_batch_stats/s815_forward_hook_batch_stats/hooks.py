from typing import Callable, Dict, List

_FORWARD_HOOKS: Dict[str, Callable] = {}
_ENABLED_HOOKS: List[str] = []


def register_forward_hook(name: str, enabled: bool = True):
    def decorator(fn: Callable) -> Callable:
        _FORWARD_HOOKS[name] = fn
        if enabled and name not in _ENABLED_HOOKS:
            _ENABLED_HOOKS.append(name)
        return fn

    return decorator


def get_forward_hooks() -> List[Callable]:
    return [_FORWARD_HOOKS[name] for name in _ENABLED_HOOKS]


def run_forward_hooks(forward_batch, logits) -> None:
    for hook in get_forward_hooks():
        hook(forward_batch, logits)
