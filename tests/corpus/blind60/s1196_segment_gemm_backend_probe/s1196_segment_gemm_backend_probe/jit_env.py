import functools
import os
import shutil
from typing import Optional

import torch


@functools.lru_cache(maxsize=1)
def get_nvcc_path() -> Optional[str]:
    nvcc = shutil.which("nvcc")
    if nvcc is not None:
        return nvcc
    cuda_home = os.environ.get("CUDA_HOME") or os.environ.get("CUDA_PATH")
    if cuda_home:
        candidate = os.path.join(cuda_home, "bin", "nvcc")
        return candidate if os.path.exists(candidate) else None
    return None


def jit_kernels_enabled() -> bool:
    return os.environ.get("FLASHINFER_DISABLE_JIT", "0") != "1"


def sgmv_kernel_available(device: torch.device) -> bool:
    if not jit_kernels_enabled():
        return False
    if get_nvcc_path() is None:
        return False
    return device.type == "cuda"
