"""Device / toolchain queries used to pick a GEMM backend."""
import os
import shutil
from typing import Tuple

import torch


@torch.compiler.assume_constant_result
def get_compute_capability() -> Tuple[int, int]:
    override = os.environ.get("CORPUS_G018_FORCE_SM")
    if override:
        return int(override[0]), int(override[1:] or 0)
    if torch.cuda.is_available():
        return torch.cuda.get_device_capability()
    return (0, 0)


@torch.compiler.assume_constant_result
def toolchain_tag() -> str:
    nvcc = shutil.which("nvcc") or os.path.join(os.environ.get("CUDA_HOME", "/usr/local/cuda"), "bin", "nvcc")
    return "cuda" if os.path.exists(nvcc) else "none"
