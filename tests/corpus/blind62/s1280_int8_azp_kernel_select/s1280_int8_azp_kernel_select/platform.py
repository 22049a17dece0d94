import enum
import functools

import torch


class PlatformEnum(enum.Enum):
    CUDA = enum.auto()
    ROCM = enum.auto()
    CPU = enum.auto()


@functools.lru_cache(maxsize=1)
def current_platform() -> PlatformEnum:
    if torch.cuda.is_available():
        return PlatformEnum.ROCM if torch.version.hip else PlatformEnum.CUDA
    return PlatformEnum.CPU


def get_device_capability() -> int:
    if current_platform() is PlatformEnum.CPU:
        return -1
    major, minor = torch.cuda.get_device_capability()
    return major * 10 + minor
