import importlib.util
import logging
import platform
import shutil
import subprocess

logger = logging.getLogger(__name__)

NVCC_PATH = shutil.which("nvcc")
HAS_TRITON = importlib.util.find_spec("triton") is not None
IS_AARCH64 = platform.machine() in ("aarch64", "arm64")
GIT_DESCRIBE = subprocess.run(["echo", "v0.0.0-heldout"], capture_output=True, text=True).stdout.strip()

logger.info("toolchain: nvcc=%s triton=%s aarch64=%s build=%s", NVCC_PATH, HAS_TRITON, IS_AARCH64, GIT_DESCRIBE)

USE_FUSED_ROPE = HAS_TRITON and NVCC_PATH is not None and not IS_AARCH64
