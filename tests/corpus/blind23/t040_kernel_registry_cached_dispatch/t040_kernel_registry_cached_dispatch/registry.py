from __future__ import annotations

import enum
import functools
import inspect
import sys
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Tuple


class Backend(enum.Enum):
    TORCH = "torch"
    TRITON = "triton"
    CPU_REF = "cpu_ref"


@dataclass(frozen=True)
class KernelSpec:
    name: str
    backend: Backend
    fn: Callable[..., Any]
    priority: int = 0
    tags: Tuple[str, ...] = field(default_factory=tuple)


_REGISTRY: Dict[str, Dict[Backend, KernelSpec]] = {}


def register_kernel(name: str, backend: Backend, priority: int = 0, tags: Tuple[str, ...] = ()):
    def deco(fn):
        _REGISTRY.setdefault(name, {})[backend] = KernelSpec(name, backend, fn, priority, tags)
        return fn

    return deco


def _available_backends() -> Tuple[Backend, ...]:
    backends = [Backend.TORCH, Backend.CPU_REF]
    if "triton" in sys.modules:
        backends.insert(0, Backend.TRITON)
    return tuple(backends)


@functools.lru_cache(maxsize=None)
def resolve(name: str) -> KernelSpec:
    candidates = [s for b, s in _REGISTRY[name].items() if b in _available_backends()]
    if not candidates:
        raise KeyError(f"no usable kernel for {name!r}")
    return sorted(candidates, key=lambda s: s.priority)[-1]


def call_kernel(name: str, *args, **kwargs):
    """Call the best kernel for `name`, dropping kwargs that implementation does not take."""
    spec = resolve(name)
    params = inspect.signature(spec.fn).parameters
    accepted = {k: v for k, v in kwargs.items() if k in params}
    return spec.fn(*args, **accepted)
