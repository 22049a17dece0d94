"""Toolchain / arch snapshot, taken once at import time."""
import logging
import os
import platform
import shutil
from pathlib import Path

import torch

logger = logging.getLogger(__name__)

JIT_DIR = Path(os.environ.get("CORPUS_G020_JIT_DIR", Path.home() / ".cache" / "corpus_g020")) / platform.machine()
NINJA = shutil.which("ninja")
NVCC = shutil.which("nvcc")


def _detect_arch() -> str:
    if torch.cuda.is_available():
        major, minor = torch.cuda.get_device_capability()
        return f"sm{major}{minor}"
    return "cpu"


ARCH = _detect_arch()
CAN_JIT = NINJA is not None and NVCC is not None and ARCH != "cpu"
logger.info("arch=%s jit=%s dir=%s", ARCH, CAN_JIT, JIT_DIR)
