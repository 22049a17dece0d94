from __future__ import annotations

import functools
import importlib.util
import os


@functools.cache
def triton_lora_kernels_available() -> bool:
    if os.environ.get("BLIND47_DISABLE_TRITON_LORA", "0") == "1":
        return False
    return importlib.util.find_spec("triton") is not None


@functools.cache
def lora_stats_enabled() -> bool:
    return os.environ.get("BLIND47_LORA_STATS", "1") == "1"
