import enum
import functools
import platform
from typing import NamedTuple, Optional

import torch


class PlatformEnum(enum.Enum):
    CUDA = enum.auto()
    CPU = enum.auto()


class DeviceCapability(NamedTuple):
    major: int
    minor: int

    def to_int(self) -> int:
        return self.major * 10 + self.minor


@functools.cache
def _read_cpu_flags() -> frozenset[str]:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("flags"):
                    return frozenset(line.split(":", 1)[1].split())
    except OSError:
        pass
    return frozenset()


class Platform:
    _enum: PlatformEnum

    def is_cuda(self) -> bool:
        return self._enum == PlatformEnum.CUDA

    def is_cpu(self) -> bool:
        return self._enum == PlatformEnum.CPU

    def fp8_dtype(self) -> torch.dtype:
        return torch.float8_e4m3fn

    def get_device_capability(self) -> Optional[DeviceCapability]:
        return None

    def has_device_capability(self, capability: int) -> bool:
        cap = self.get_device_capability()
        return cap is not None and cap.to_int() >= capability


class CudaPlatform(Platform):
    _enum = PlatformEnum.CUDA

    @functools.lru_cache(maxsize=8)
    def get_device_capability(self) -> Optional[DeviceCapability]:
        return DeviceCapability(*torch.cuda.get_device_capability())


class CpuPlatform(Platform):
    _enum = PlatformEnum.CPU

    def get_cpu_architecture(self) -> str:
        return platform.machine().lower()

    def supports_amx(self) -> bool:
        return "amx_tile" in _read_cpu_flags()


current_platform: Platform = CudaPlatform() if torch.cuda.is_available() else CpuPlatform()
