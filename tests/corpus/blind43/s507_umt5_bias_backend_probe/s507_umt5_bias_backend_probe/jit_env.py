"""Toolchain discovery for the JIT-compiled fused relative-bias kernel."""
import functools
import os
import shutil


def _cuda_home():
    return os.environ.get("CUDA_HOME") or os.environ.get("CUDA_PATH") or "/usr/local/cuda"


@functools.lru_cache(maxsize=1)
def jit_toolchain_available() -> bool:
    if os.environ.get("UMT5_DISABLE_JIT", "0") == "1":
        return False
    nvcc = shutil.which("nvcc") or os.path.join(_cuda_home(), "bin", "nvcc")
    return os.path.exists(nvcc)
