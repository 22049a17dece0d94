import functools
import platform

import torch


def _cpu_model_name() -> str:
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return platform.machine()


@functools.cache
def get_device_name(device_id: int = 0) -> str:
    if torch.cuda.is_available():
        return torch.cuda.get_device_name(device_id)
    return _cpu_model_name()


def get_device_capability() -> int:
    if torch.cuda.is_available():
        major, minor = torch.cuda.get_device_capability()
        return major * 10 + minor
    return -1
