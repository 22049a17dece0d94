import enum
import importlib.util
import platform

import torch


class PlatformEnum(enum.Enum):
    CUDA = enum.auto()
    ROCM = enum.auto()
    XPU = enum.auto()
    CPU = enum.auto()


class Platform:
    _enum: PlatformEnum
    device_name: str
    device_type: str

    def is_cuda(self) -> bool:
        return self._enum == PlatformEnum.CUDA

    def is_rocm(self) -> bool:
        return self._enum == PlatformEnum.ROCM

    def is_cpu(self) -> bool:
        return self._enum == PlatformEnum.CPU

    def is_cuda_alike(self) -> bool:
        return self._enum in (PlatformEnum.CUDA, PlatformEnum.ROCM)


class CudaPlatform(Platform):
    _enum = PlatformEnum.CUDA
    device_name = "cuda"
    device_type = "cuda"


class RocmPlatform(Platform):
    _enum = PlatformEnum.ROCM
    device_name = "rocm"
    device_type = "cuda"


class CpuPlatform(Platform):
    _enum = PlatformEnum.CPU
    device_name = "cpu"
    device_type = "cpu"

    @staticmethod
    def has_fused_cpu_kernels() -> bool:
        if platform.machine() not in ("x86_64", "AMD64"):
            return False
        return importlib.util.find_spec("intel_extension_for_pytorch") is not None


def _resolve_current_platform() -> Platform:
    if torch.cuda.is_available():
        if torch.version.hip is not None:
            return RocmPlatform()
        return CudaPlatform()
    return CpuPlatform()


current_platform = _resolve_current_platform()
