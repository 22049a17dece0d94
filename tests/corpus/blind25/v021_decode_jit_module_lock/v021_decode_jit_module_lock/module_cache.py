"""Process-wide cache of loaded JIT modules, keyed by kernel URI."""
from __future__ import annotations

import threading
from typing import Callable, Dict


class JitModule:
    """What a built extension exposes: a name and its bound entry points."""

    def __init__(self, uri: str, functions: Dict[str, Callable]):
        self.uri = uri
        self._functions = dict(functions)

    def __getattr__(self, name: str) -> Callable:
        try:
            return self.__dict__["_functions"][name]
        except KeyError:
            raise AttributeError(f"{self.__dict__.get('uri')} has no entry point {name!r}") from None


class ModuleCache:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._modules: Dict[str, JitModule] = {}
        self.builds = 0

    def get_or_build(self, spec, builder: Callable) -> JitModule:
        uri = spec.uri
        # several scheduler threads may warm up the same kernel concurrently
        with self._lock:
            module = self._modules.get(uri)
            if module is None:
                module = builder(spec)
                self._modules[uri] = module
                self.builds += 1
        return module


_MODULE_CACHE = ModuleCache()


def module_cache() -> ModuleCache:
    return _MODULE_CACHE
