"""Host / device capability probing done once at import time."""
import logging
import os

import torch

logger = logging.getLogger(__name__)

_NVIDIA_DRIVER_PROC = "/proc/driver/nvidia/version"


def _driver_version() -> str:
    if not os.path.exists(_NVIDIA_DRIVER_PROC):
        return "none"
    with open(_NVIDIA_DRIVER_PROC) as fh:
        return fh.readline().strip()


def _query_compute_capability() -> tuple[int, int]:
    if not torch.cuda.is_available():
        return (0, 0)
    return torch.cuda.get_device_capability()


DRIVER_VERSION = _driver_version()
COMPUTE_CAPABILITY = _query_compute_capability()
FP8_KV_NATIVE = COMPUTE_CAPABILITY >= (8, 9) and os.environ.get("DISABLE_FP8_KV", "0") != "1"
logger.info("driver %s, compute capability %s, native fp8 KV: %s", DRIVER_VERSION, COMPUTE_CAPABILITY,
            FP8_KV_NATIVE)
