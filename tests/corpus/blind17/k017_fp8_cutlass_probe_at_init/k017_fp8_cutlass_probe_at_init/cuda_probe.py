"""Toolchain and device probes (nvcc version, compute capability)."""
from __future__ import annotations

import functools
import re
import shutil
import subprocess

import torch

from . import envs


@functools.cache
def get_nvcc_cuda_version() -> tuple[int, int] | None:
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        return None
    out = subprocess.run([nvcc, "--version"], capture_output=True, text=True, check=False).stdout
    match = re.search(r"release (\d+)\.(\d+)", out)
    return (int(match.group(1)), int(match.group(2))) if match else None


@functools.cache
def get_device_capability() -> int:
    if not torch.cuda.is_available():
        return -1
    major, minor = torch.cuda.get_device_capability()
    return major * 10 + minor


def cutlass_fp8_supported() -> bool:
    if envs.DISABLE_CUTLASS_FP8:
        return False
    capability = get_device_capability()
    if capability < 89:
        return False
    version = get_nvcc_cuda_version()
    return version is not None and version >= (12, 4)
