import enum
import os
from typing import NamedTuple, Optional

import torch


class PlatformEnum(enum.Enum):
    CUDA = enum.auto()
    ROCM = enum.auto()
    CPU = enum.auto()


class DeviceCapability(NamedTuple):
    major: int
    minor: int

    def to_int(self) -> int:
        return self.major * 10 + self.minor


class Platform:
    _enum: PlatformEnum

    def is_cuda(self) -> bool:
        return self._enum == PlatformEnum.CUDA

    def is_rocm(self) -> bool:
        return self._enum == PlatformEnum.ROCM

    def is_cpu(self) -> bool:
        return self._enum == PlatformEnum.CPU

    def get_device_capability(self) -> Optional[DeviceCapability]:
        return None


class CudaPlatform(Platform):
    _enum = PlatformEnum.CUDA

    def get_device_capability(self) -> Optional[DeviceCapability]:
        return DeviceCapability(*torch.cuda.get_device_capability())


class CpuPlatform(Platform):
    _enum = PlatformEnum.CPU


def _detect() -> Platform:
    if os.environ.get("CORPUS_TARGET_DEVICE", "").lower() == "cpu":
        return CpuPlatform()
    if torch.version.cuda is not None and torch.cuda.is_available():
        return CudaPlatform()
    return CpuPlatform()


current_platform = _detect()
