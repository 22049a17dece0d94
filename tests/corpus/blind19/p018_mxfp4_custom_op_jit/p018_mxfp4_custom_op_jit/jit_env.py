from __future__ import annotations

import functools
import hashlib
import os
import shutil
import subprocess

# resolved once at import: which toolchain would build the fused kernel
NVCC = shutil.which("nvcc")
ARCH_LIST = os.environ.get("TORCH_CUDA_ARCH_LIST", "9.0;10.0")
SUPPORTED_ARCHS = tuple(a.strip() for a in ARCH_LIST.split(";") if a.strip())


@functools.cache
def nvcc_release() -> str | None:
    if NVCC is None:
        return None
    out = subprocess.run([NVCC, "--version"], capture_output=True, text=True, check=False).stdout
    for line in out.splitlines():
        if "release" in line:
            return line.rsplit("release", 1)[1].split(",")[0].strip()
    return None


def build_dir(name: str) -> str:
    tag = hashlib.md5(f"{name}-{nvcc_release()}-{ARCH_LIST}".encode()).hexdigest()[:10]
    return os.path.join(os.environ.get("MXFP4_CACHE", "/tmp/mxfp4_jit"), tag)


@functools.cache
def load_mxfp4_kernels():
    """The fused CUDA module if it was built for this toolchain, else None."""
    if NVCC is None or not os.path.isdir(build_dir("mxfp4_gemm")):
        return None
    import importlib

    return importlib.import_module("mxfp4_gemm_ext")
