import functools
import importlib.util
import os
import shutil

import torch


@functools.cache
def device_capability() -> tuple[int, int]:
    if not torch.cuda.is_available():
        return (0, 0)
    return torch.cuda.get_device_capability()


def _has_module(name: str) -> bool:
    return importlib.util.find_spec(name) is not None


def _detect_deep_gemm() -> bool:
    if os.environ.get("CORPUS_DISABLE_DEEP_GEMM", "0") == "1":
        return False
    return device_capability() >= (9, 0) and _has_module("deep_gemm") and shutil.which("nvcc") is not None


SUPPORTS_FP8_BLOCK = device_capability() >= (8, 9)
HAS_DEEP_GEMM = _detect_deep_gemm()
FP8_DEBUG = os.environ.get("CORPUS_FP8_DEBUG", "0") == "1"
