import functools
import logging
import os
import shutil
import subprocess

logger = logging.getLogger(__name__)

# Read once at import; the value is a plain str afterwards.
LOGIT_BIAS_BACKEND = os.environ.get("S395_LOGIT_BIAS_BACKEND", "dense")


@functools.lru_cache(maxsize=None)
def has_triton_kernels() -> bool:
    """Probe the toolchain once; only the scheduler calls this, at startup."""
    if shutil.which("true") is None:
        return False
    try:
        subprocess.run(["true"], check=True, capture_output=True, timeout=5)
    except (OSError, subprocess.SubprocessError):
        logger.warning("toolchain probe failed; falling back to torch kernels")
        return False
    return os.environ.get("S395_DISABLE_TRITON", "0") != "1"
