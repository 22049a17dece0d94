"""Resolve a kernel implementation module by name.

Kernel modules are imported on demand so that optional, heavy backends
(CUTLASS, Marlin, ...) are only loaded when a layer actually uses them.
"""
import importlib

_PKG = __name__.rsplit(".", 1)[0] + ".kernels"
_CACHE = {}


def _module_name(kernel: str) -> str:
    return f"{_PKG}.{kernel}"


def load_kernel(kernel: str):
    mod = importlib.import_module(_module_name(kernel))
    fn = getattr(mod, "gemm", None)
    if fn is None:
        raise ImportError(f"kernel module {kernel} has no gemm()")
    return fn
