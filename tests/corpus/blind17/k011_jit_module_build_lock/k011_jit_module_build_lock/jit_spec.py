"""JIT build specs and the process-wide module cache.

The real library compiles ``sources`` with nvcc/ninja on first use and loads
the resulting shared object; on machines without a toolchain every op falls
back to the registered torch reference implementation.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Callable

_BUILD_LOCK = threading.Lock()
_LOADED_MODULES: dict[str, "JitModule"] = {}
_REFERENCE_IMPLS: dict[str, dict[str, Callable]] = {}


def register_reference(module_name: str, fn_name: str):
    """Register a torch reference implementation for ``module_name.fn_name``."""

    def deco(fn: Callable) -> Callable:
        _REFERENCE_IMPLS.setdefault(module_name, {})[fn_name] = fn
        return fn

    return deco


@dataclass(frozen=True)
class JitSpec:
    name: str
    sources: tuple[str, ...]
    extra_cuda_cflags: tuple[str, ...] = ()

    @property
    def uri(self) -> str:
        flags = "_".join(f.lstrip("-").lower() for f in self.extra_cuda_cflags)
        return f"{self.name}_{flags}" if flags else self.name


class JitModule:
    """A loaded kernel module: one attribute per exported function."""

    def __init__(self, spec: JitSpec, functions: dict[str, Callable]):
        self.spec = spec
        for fn_name, fn in functions.items():
            setattr(self, fn_name, fn)


def _build_and_load(spec: JitSpec) -> JitModule:
    # no toolchain in this build: bind the reference implementations
    return JitModule(spec, _REFERENCE_IMPLS[spec.name])


def load_jit_module(spec: JitSpec) -> JitModule:
    with _BUILD_LOCK:
        module = _LOADED_MODULES.get(spec.uri)
        if module is None:
            module = _build_and_load(spec)
            _LOADED_MODULES[spec.uri] = module
    return module
