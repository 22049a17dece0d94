import functools
import os
import shutil

import torch


def is_cuda() -> bool:
    return torch.cuda.is_available() and torch.version.hip is None


def is_hip() -> bool:
    return torch.version.hip is not None


@functools.cache
def nvidia_driver_present() -> bool:
    if os.path.exists("/proc/driver/nvidia/version"):
        return True
    return shutil.which("nvidia-smi") is not None


@functools.lru_cache(maxsize=8)
def get_device_sm() -> int:
    if not is_cuda():
        return 0
    major, minor = torch.cuda.get_device_capability()
    return major * 10 + minor


def supports_fused_tree_verify() -> bool:
    if is_hip():
        return False
    return nvidia_driver_present() and get_device_sm() >= 90
