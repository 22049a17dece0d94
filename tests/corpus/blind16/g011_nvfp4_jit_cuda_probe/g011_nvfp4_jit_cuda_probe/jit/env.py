"""Toolchain discovery for the JIT kernel builder."""
import functools
import os
import re
import subprocess
from typing import Optional, Tuple

CUDA_HOME = os.environ.get("CUDA_HOME", "/usr/local/cuda")
WORKSPACE_BASE = os.environ.get("FI_CORPUS_WORKSPACE", os.path.expanduser("~/.cache/fi_corpus"))

_NVCC_RELEASE_RE = re.compile(r"release (\d+)\.(\d+)")


@functools.cache
def get_cuda_version() -> Optional[Tuple[int, int]]:
    nvcc = os.path.join(CUDA_HOME, "bin", "nvcc")
    try:
        out = subprocess.run([nvcc, "--version"], capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    m = _NVCC_RELEASE_RE.search(out)
    return (int(m.group(1)), int(m.group(2))) if m else None


def nvfp4_supported() -> bool:
    version = get_cuda_version()
    return version is not None and version >= (12, 8)
