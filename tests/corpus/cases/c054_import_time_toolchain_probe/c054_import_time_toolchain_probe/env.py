import logging
import os
import shutil
import subprocess

logger = logging.getLogger(__name__)

NVCC = shutil.which("nvcc")
HAS_NINJA = os.path.exists("/usr/bin/ninja")
try:
    GIT_SHA = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, timeout=5
    ).stdout.strip()
except Exception:  # noqa: BLE001
    GIT_SHA = ""
logger.debug("toolchain: nvcc=%s ninja=%s sha=%s", NVCC, HAS_NINJA, GIT_SHA)
USE_FUSED = NVCC is not None and HAS_NINJA
