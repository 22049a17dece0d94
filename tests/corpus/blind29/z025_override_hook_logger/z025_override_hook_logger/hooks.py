"""Override hooks: deployments can patch individual ops of the model.

A hook is registered for an op name and receives the default implementation
so it can wrap or replace it.
"""
import logging
from typing import Callable, Dict, List

logger = logging.getLogger(__name__)

_OVERRIDES: Dict[str, List[Callable]] = {}


def register_override(op_name: str):
    def deco(fn):
        _OVERRIDES.setdefault(op_name, []).append(fn)
        return fn

    return deco


def apply_overrides(op_name: str, default: Callable) -> Callable:
    impl = default
    for hook in _OVERRIDES.get(op_name, ()):
        logger.debug("applying override %s to %s", getattr(hook, "__name__", hook), op_name)
        impl = hook(impl)
    return impl
