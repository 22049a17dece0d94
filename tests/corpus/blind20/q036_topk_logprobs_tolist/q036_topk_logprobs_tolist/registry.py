from __future__ import annotations

from typing import Callable, Dict

_PROCESSORS: Dict[str, Callable] = {}


def register(name: str):
    def deco(fn: Callable) -> Callable:
        if name in _PROCESSORS:
            raise KeyError(f"output processor {name!r} registered twice")
        _PROCESSORS[name] = fn
        return fn

    return deco


def get_processor(name: str) -> Callable:
    return _PROCESSORS[name]
