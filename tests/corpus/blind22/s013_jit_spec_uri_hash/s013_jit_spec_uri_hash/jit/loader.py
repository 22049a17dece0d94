from __future__ import annotations

import types
from typing import Callable, Dict, Optional

from .core import JitSpec


class JitModuleCache:
    """Lazy singleton mapping a spec's URI to its loaded extension module.

    On machines without nvcc the cache serves pure-torch fallbacks registered
    under the spec name, so callers never need to branch on the platform.
    """

    _instance: Optional["JitModuleCache"] = None

    def __init__(self) -> None:
        self._modules: Dict[str, types.SimpleNamespace] = {}
        self._fallbacks: Dict[str, Dict[str, Callable]] = {}

    @classmethod
    def get(cls) -> "JitModuleCache":
        if cls._instance is None:
            cls._instance = cls()
        return cls._instance

    def register_fallback(self, name: str, **fns: Callable) -> None:
        self._fallbacks[name] = fns

    def load(self, spec: JitSpec) -> types.SimpleNamespace:
        key = spec.uri
        mod = self._modules.get(key)
        if mod is None:
            mod = types.SimpleNamespace(**self._fallbacks[spec.name])
            self._modules[key] = mod
        return mod


def load_module(spec: JitSpec) -> types.SimpleNamespace:
    return JitModuleCache.get().load(spec)
