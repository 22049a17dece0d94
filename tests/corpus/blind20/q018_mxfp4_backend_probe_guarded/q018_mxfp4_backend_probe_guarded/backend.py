"""Pick the MXFP4 GEMM backend for this machine.

Probing shells out to the toolchain and reads the environment, so it must not
run inside a compiled region; the result is resolved once and reused.
"""
from __future__ import annotations

import enum
import logging
import os
import shutil
import subprocess

import torch

logger = logging.getLogger(__name__)


class Mxfp4Backend(enum.Enum):
    TRITON = "triton"
    CUTLASS_SM100 = "cutlass_sm100"
    EMULATION = "emulation"


_resolved: Mxfp4Backend | None = None


def _nvcc_version() -> tuple[int, int] | None:
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        return None
    out = subprocess.run([nvcc, "--version"], capture_output=True, text=True, check=False).stdout
    for tok in out.replace(",", " ").split():
        if tok.count(".") == 1 and tok.replace(".", "").isdigit():
            major, minor = tok.split(".")
            return int(major), int(minor)
    return None


def _probe() -> Mxfp4Backend:
    forced = os.environ.get("Q018_MXFP4_BACKEND")
    if forced:
        return Mxfp4Backend(forced)
    if not torch.cuda.is_available():
        return Mxfp4Backend.EMULATION
    major, _ = torch.cuda.get_device_capability()
    nvcc = _nvcc_version()
    if major >= 10 and nvcc is not None and nvcc >= (12, 8):
        return Mxfp4Backend.CUTLASS_SM100
    return Mxfp4Backend.TRITON


def resolve_backend() -> Mxfp4Backend:
    global _resolved
    if _resolved is None:
        _resolved = _probe()
        logger.info("MXFP4 backend: %s", _resolved.value)
    return _resolved


def current_backend() -> Mxfp4Backend:
    if torch.compiler.is_compiling():
        # resolved when the layers were built; never probe while tracing
        return _resolved if _resolved is not None else Mxfp4Backend.EMULATION
    return resolve_backend()
