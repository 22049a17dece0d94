"""Per-token scaled activations that route matmuls through a handler table."""
from typing import Callable, Dict

import torch

_HANDLED_FUNCTIONS: Dict[Callable, Callable] = {}


def implements(torch_function: Callable):
    """Register a handler for ``torch_function`` on ``ScaledActivation``."""

    def decorator(func: Callable) -> Callable:
        _HANDLED_FUNCTIONS[torch_function] = func
        return func

    return decorator


class ScaledActivation(torch.Tensor):
    """A float tensor tagged with a per-token scale.

    Arithmetic that has no registered handler falls back to the plain
    tensor behaviour and drops the subclass.
    """

    @staticmethod
    def from_float(x: torch.Tensor, eps: float = 1e-6):
        """Return ``(normalized, scale)`` with ``normalized * scale == x``."""
        scale = x.abs().amax(dim=-1, keepdim=True).clamp(min=eps)
        normalized = (x / scale).as_subclass(ScaledActivation)
        return normalized, scale

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        if kwargs is None:
            kwargs = {}
        handler = _HANDLED_FUNCTIONS.get(func)
        if handler is not None:
            return handler(*args, **kwargs)
        with torch._C.DisableTorchFunctionSubclass():
            return func(*args, **kwargs)


def plain_call(func: Callable, *args, **kwargs):
    """Run ``func`` with subclass dispatch disabled."""
    with torch._C.DisableTorchFunctionSubclass():
        return func(*args, **kwargs)
