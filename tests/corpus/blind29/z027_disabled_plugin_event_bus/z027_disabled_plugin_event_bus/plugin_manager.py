"""A small pluggy-style event bus for observability plugins.

Plugins subscribe to named events ("pre_forward", "post_forward", ...).
Dispatch is excluded from compilation because plugins are arbitrary Python.
"""
from collections import defaultdict
from typing import Any, Callable, DefaultDict, List

import torch


class PluginManager:
    def __init__(self):
        self._subscribers: DefaultDict[str, List[Callable[..., Any]]] = defaultdict(list)
        self.enabled = True

    def subscribe(self, event: str, fn: Callable[..., Any]) -> None:
        self._subscribers[event].append(fn)

    @torch.compiler.disable
    def emit(self, event: str, **payload) -> None:
        for fn in self._subscribers.get(event, ()):
            fn(**payload)


_MANAGER = PluginManager()


def get_plugin_manager() -> PluginManager:
    return _MANAGER
