"""Op registry filled on first lookup from whichever provider modules import.

Providers are listed by preference; a provider that fails to import (missing
compiled extension) is skipped.  Building is deferred so that importing the
package never touches the extensions.
"""
from __future__ import annotations

import importlib
from typing import Callable, Optional

_PROVIDERS = (
    "._C_kernels",     # compiled extension, optional
    ".kernels_ref",    # pure torch fallback
)


class LazyOpRegistry:
    def __init__(self, providers: tuple[str, ...]) -> None:
        self._providers = providers
        self._ops: Optional[dict[str, Callable]] = None
        self._origin: dict[str, str] = {}

    def _load_provider(self, modname: str):
        try:
            return importlib.import_module(modname, package=__package__)
        except ImportError:
            return None

    def _build(self) -> dict[str, Callable]:
        ops: dict[str, Callable] = {}
        for modname in self._providers:
            mod = self._load_provider(modname)
            if mod is None:
                continue
            for name, fn in getattr(mod, "OPS", {}).items():
                if name not in ops:
                    ops[name] = fn
                    self._origin[name] = modname
        return ops

    def get(self, name: str) -> Callable:
        if self._ops is None:
            self._ops = self._build()
        return self._ops[name]

    def origin(self, name: str) -> str:
        self.get(name)
        return self._origin[name]


OPS = LazyOpRegistry(_PROVIDERS)
