from __future__ import annotations

import functools
import hashlib
import importlib.machinery
import importlib.util
import os
from dataclasses import dataclass

_DEFAULT_CACHE = os.path.join(os.path.expanduser("~"), ".cache", "awq_jit")


@dataclass(frozen=True)
class KernelSpec:
    name: str
    sources: tuple[str, ...]
    extra_cuda_cflags: tuple[str, ...] = ("-O3", "--use_fast_math")

    @property
    def digest(self) -> str:
        h = hashlib.sha1()
        for part in (self.name, *self.sources, *self.extra_cuda_cflags):
            h.update(part.encode())
        return h.hexdigest()[:12]


def jit_cache_dir() -> str:
    return os.environ.get("AWQ_JIT_CACHE", _DEFAULT_CACHE)


def _artifact_path(spec: KernelSpec) -> str:
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    return os.path.join(jit_cache_dir(), f"{spec.name}_{spec.digest}", spec.name + suffix)


@functools.lru_cache(maxsize=None)
def load_extension(spec: KernelSpec):
    """Import a previously built extension; None when it was never built here."""
    path = _artifact_path(spec)
    if not os.path.isfile(path):
        return None
    mod_spec = importlib.util.spec_from_file_location(spec.name, path)
    module = importlib.util.module_from_spec(mod_spec)
    mod_spec.loader.exec_module(module)
    return module
