"""name -> kernel registry for small fused activation ops."""
from typing import Callable, Dict

_KERNELS: Dict[str, Dict[str, Callable]] = {}


def register_kernel(op: str, backend: str):
    def deco(fn: Callable) -> Callable:
        _KERNELS.setdefault(op, {})[backend] = fn
        return fn

    return deco


def get_kernel(op: str, backend: str) -> Callable:
    table = _KERNELS[op]
    return table.get(backend, table["native"])
