"""Tiny op registry: prefer the fused sgl-kernel implementation, fall back to torch."""
import functools
import importlib.util
import logging
from dataclasses import dataclass, field
from typing import Callable, Dict, Optional

logger = logging.getLogger(__name__)


@functools.lru_cache(maxsize=None)
def _fused_kernels_available() -> bool:
    return importlib.util.find_spec("sgl_kernel") is not None


@functools.lru_cache(maxsize=None)
def _warn_fallback_once(op_name: str) -> None:
    logger.warning(
        "sgl_kernel is not installed; using the PyTorch fallback for %s. "
        "Expect lower throughput.",
        op_name,
    )


@dataclass
class KernelEntry:
    name: str
    native: Callable
    fused: Optional[Callable] = None


@dataclass
class KernelRegistry:
    entries: Dict[str, KernelEntry] = field(default_factory=dict)

    def register_native(self, name: str):
        def deco(fn):
            entry = self.entries.setdefault(name, KernelEntry(name=name, native=fn))
            entry.native = fn
            return fn

        return deco

    def register_fused(self, name: str, fn: Callable) -> None:
        self.entries[name].fused = fn

    def resolve(self, name: str) -> Callable:
        entry = self.entries[name]
        if entry.fused is not None and _fused_kernels_available():
            return entry.fused
        _warn_fallback_once(name)
        return entry.native


KERNELS = KernelRegistry()
