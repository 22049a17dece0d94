import enum
from typing import Dict, NamedTuple, Optional, Type

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
    device_type: str = ""
    dispatch_key: str = "CPU"

    def is_cuda_alike(self) -> bool:
        return self._enum in (PlatformEnum.CUDA, PlatformEnum.ROCM)

    def get_device_capability(self, device_id: int = 0) -> Optional[DeviceCapability]:
        return None

    def has_device_capability(self, capability: int, device_id: int = 0) -> bool:
        current = self.get_device_capability(device_id=device_id)
        if current is None:
            return False
        return current.to_int() >= capability

    def fp8_dtype(self) -> torch.dtype:
        return torch.float8_e4m3fn

    def is_pin_memory_available(self) -> bool:
        return False


class CudaPlatform(Platform):
    _enum = PlatformEnum.CUDA
    device_type = "cuda"
    dispatch_key = "CUDA"

    def get_device_capability(self, device_id: int = 0) -> Optional[DeviceCapability]:
        major, minor = torch.cuda.get_device_capability(device_id)
        return DeviceCapability(major=major, minor=minor)

    def is_pin_memory_available(self) -> bool:
        return True


class RocmPlatform(CudaPlatform):
    _enum = PlatformEnum.ROCM

    def fp8_dtype(self) -> torch.dtype:
        return torch.float8_e4m3fnuz


class CpuPlatform(Platform):
    _enum = PlatformEnum.CPU
    device_type = "cpu"

    def get_device_capability(self, device_id: int = 0) -> Optional[DeviceCapability]:
        return None


_PLATFORMS: Dict[str, Type[Platform]] = {
    "cuda": CudaPlatform,
    "rocm": RocmPlatform,
    "cpu": CpuPlatform,
}


def resolve_platform(device: str) -> Platform:
    if device == "auto":
        device = "cuda" if torch.cuda.is_available() else "cpu"
        if device == "cuda" and torch.version.hip is not None:
            device = "rocm"
    return _PLATFORMS[device]()
