"""Name -> implementation registry for selective-scan backends."""
from typing import Callable, Dict

_SCAN_BACKENDS: Dict[str, Callable] = {}


def register_scan_backend(name: str):
    def deco(fn: Callable) -> Callable:
        _SCAN_BACKENDS[name] = fn
        return fn

    return deco


def get_scan_backend(name: str) -> Callable:
    try:
        return _SCAN_BACKENDS[name]
    except KeyError:
        raise ValueError(f"unknown scan backend {name!r}; have {sorted(_SCAN_BACKENDS)}")
