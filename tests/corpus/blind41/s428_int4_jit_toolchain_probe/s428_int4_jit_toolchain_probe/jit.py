"""Build-on-first-use loader for the W4A16 CUDA GEMM extension."""
import functools
import logging
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import torch

logger = logging.getLogger(__name__)

_CSRC = Path(__file__).parent / "csrc" / "w4a16_gemm.cu"
_BUILD_ROOT = Path(os.environ.get("S428_JIT_CACHE", str(Path.home() / ".cache" / "s428_jit")))


@dataclass(frozen=True)
class CudaToolchain:
    nvcc: Optional[str]
    version: Optional[str]
    cuda_available: bool

    @property
    def can_build(self) -> bool:
        return self.cuda_available and self.nvcc is not None and _CSRC.exists()


@functools.lru_cache(maxsize=1)
def detect_cuda_toolchain() -> CudaToolchain:
    cuda_available = torch.cuda.is_available()
    nvcc = shutil.which("nvcc") if cuda_available else None
    version = None
    if nvcc is not None:
        out = subprocess.run([nvcc, "--version"], capture_output=True, text=True, check=False).stdout
        version = out.strip().splitlines()[-1] if out else None
    return CudaToolchain(nvcc=nvcc, version=version, cuda_available=cuda_available)


def load_w4a16_extension():
    tc = detect_cuda_toolchain()
    if not tc.can_build:
        logger.info("W4A16 CUDA extension unavailable (nvcc=%s); using torch reference GEMM", tc.nvcc)
        return None
    from torch.utils.cpp_extension import load

    _BUILD_ROOT.mkdir(parents=True, exist_ok=True)
    return load(name="s428_w4a16_gemm", sources=[str(_CSRC)], build_directory=str(_BUILD_ROOT))
