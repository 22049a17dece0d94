from __future__ import annotations

import functools
from collections import defaultdict
from typing import Callable, Dict, List

import torch

HookFn = Callable[..., None]


class HookRegistry:
    """Named events fired by the model runner.

    Observers run host-side bookkeeping (histograms, dumps), so they are kept
    out of any compiled region when registered.
    """

    def __init__(self):
        self._hooks: Dict[str, List[HookFn]] = defaultdict(list)

    def register(self, event: str, *, priority: int = 0):
        def decorator(fn: HookFn) -> HookFn:
            wrapped = torch.compiler.disable(fn)
            functools.update_wrapper(wrapped, fn)
            self._hooks[event].append(wrapped)
            self._hooks[event].sort(key=lambda h: -getattr(h, "_priority", priority))
            return fn

        return decorator

    def has_hooks(self, event: str) -> bool:
        return bool(self._hooks.get(event))

    def fire(self, event: str, *args, **kwargs) -> None:
        for hook in self._hooks.get(event, ()):
            hook(*args, **kwargs)


HOOKS = HookRegistry()
