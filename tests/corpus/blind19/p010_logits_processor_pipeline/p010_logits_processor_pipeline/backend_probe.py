"""Detect which sampling backend this host can use (run once, at startup)."""
from __future__ import annotations

import enum
import functools
import importlib.util
import shutil
import subprocess


class SamplingBackend(enum.Enum):
    FLASHINFER = "flashinfer"
    TRITON = "triton"
    TORCH = "torch"


@functools.cache
def detect_sampling_backend() -> SamplingBackend:
    if importlib.util.find_spec("flashinfer") is not None and shutil.which("nvidia-smi"):
        probe = subprocess.run(["true"], capture_output=True, check=False)
        if probe.returncode == 0:
            return SamplingBackend.FLASHINFER
    if importlib.util.find_spec("triton") is not None and shutil.which("nvcc"):
        return SamplingBackend.TRITON
    return SamplingBackend.TORCH
