import functools
import os

import torch


def is_cpu() -> bool:
    return os.environ.get("SGLANG_DEVICE", "cpu") == "cpu"


@functools.lru_cache(maxsize=1)
def cpu_has_amx_support() -> bool:
    # AMX tiles are needed by the fused fp8 block GEMM of the CPU kernel pack.
    return torch.cpu._is_amx_tile_supported()


def use_intel_amx_backend(layer: torch.nn.Module) -> bool:
    return getattr(layer, "use_intel_amx_backend", False)
