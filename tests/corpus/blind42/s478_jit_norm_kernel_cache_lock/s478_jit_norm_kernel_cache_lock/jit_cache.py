"""Process-wide cache of JIT-built norm kernels, keyed by (op, dtype, hidden)."""
import threading
from typing import Callable, Dict, Tuple

import torch

KernelKey = Tuple[str, torch.dtype, int]


class JitKernelCache:
    def __init__(self):
        self._lock = threading.RLock()
        self._kernels: Dict[KernelKey, Callable] = {}
        self._builders: Dict[str, Callable[[torch.dtype, int], Callable]] = {}

    def register_builder(self, op: str, builder: Callable[[torch.dtype, int], Callable]) -> None:
        self._builders[op] = builder

    def get_or_build(self, op: str, dtype: torch.dtype, hidden: int) -> Callable:
        key = (op, dtype, hidden)
        with self._lock:
            kernel = self._kernels.get(key)
            if kernel is None:
                kernel = self._builders[op](dtype, hidden)
                self._kernels[key] = kernel
        return kernel


KERNEL_CACHE = JitKernelCache()
