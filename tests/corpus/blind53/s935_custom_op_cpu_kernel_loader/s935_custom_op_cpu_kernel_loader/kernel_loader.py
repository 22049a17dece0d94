import functools
import importlib
import os
from types import ModuleType
from typing import Optional

import torch

_CPU_KERNEL_MODULES = ("sgl_kernel.cpu", "sgl_kernel")


def cpu_has_amx_support() -> bool:
    return hasattr(torch._C, "_cpu") and getattr(torch._C._cpu, "_is_amx_tile_supported", lambda: False)()


@functools.lru_cache(maxsize=1)
def load_cpu_kernels() -> Optional[ModuleType]:
    if os.environ.get("SGLANG_DISABLE_CPU_KERNELS", "0") == "1":
        return None
    for name in _CPU_KERNEL_MODULES:
        try:
            return importlib.import_module(name)
        except ImportError:
            continue
    return None


def get_cpu_op(name: str):
    module = load_cpu_kernels()
    if module is None:
        return None
    return getattr(module, name, None)
