import enum
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
    device_type: str = ""

    def is_cuda(self) -> bool:
        return self._enum == PlatformEnum.CUDA

    def is_rocm(self) -> bool:
        return self._enum == PlatformEnum.ROCM

    def is_cpu(self) -> bool:
        return self._enum == PlatformEnum.CPU

    def get_device_capability(self, device_id: int = 0) -> Optional[DeviceCapability]:
        return None

    def has_device_capability(self, capability: int, device_id: int = 0) -> bool:
        current = self.get_device_capability(device_id)
        if current is None:
            return False
        return current.to_int() >= capability

    def fp8_dtype(self) -> torch.dtype:
        return torch.float8_e4m3fn

    def supports_fp8(self) -> bool:
        return False


class CudaPlatform(Platform):
    _enum = PlatformEnum.CUDA
    device_type = "cuda"

    def get_device_capability(self, device_id: int = 0) -> Optional[DeviceCapability]:
        major, minor = torch.cuda.get_device_capability(device_id)
        return DeviceCapability(major=major, minor=minor)

    def supports_fp8(self) -> bool:
        return self.has_device_capability(89)


class CpuPlatform(Platform):
    _enum = PlatformEnum.CPU
    device_type = "cpu"

    def supports_fp8(self) -> bool:
        isa = torch.backends.cpu.get_cpu_capability()
        return isa in ("AVX512", "AVX512_BF16", "AMX")


def _resolve_platform() -> Platform:
    if torch.version.cuda is not None and torch.cuda.is_available():
        return CudaPlatform()
    return CpuPlatform()


current_platform = _resolve_platform()
