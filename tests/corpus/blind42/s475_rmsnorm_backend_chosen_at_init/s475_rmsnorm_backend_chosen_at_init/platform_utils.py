"""Backend selection: env override, then platform/toolchain probes."""
import functools
import importlib.util
import logging
import os
import shutil
import subprocess

logger = logging.getLogger(__name__)

NORM_BACKEND_ENV = "BLIND42_NORM_BACKEND"


@functools.lru_cache(maxsize=None)
def triton_available() -> bool:
    return importlib.util.find_spec("triton") is not None


@functools.lru_cache(maxsize=None)
def nvcc_version() -> str:
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        return ""
    out = subprocess.run([nvcc, "--version"], capture_output=True, text=True, check=False)
    return out.stdout.strip().splitlines()[-1] if out.stdout else ""


def select_norm_backend(device_type: str) -> str:
    requested = os.environ.get(NORM_BACKEND_ENV, "auto").lower()
    if requested != "auto":
        logger.info("norm backend forced to %s via %s", requested, NORM_BACKEND_ENV)
        return requested
    if device_type == "cuda" and nvcc_version():
        return "cuda"
    if device_type == "cuda" and triton_available():
        return "triton"
    return "native"
