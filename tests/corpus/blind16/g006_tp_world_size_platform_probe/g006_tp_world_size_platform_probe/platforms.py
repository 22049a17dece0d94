import enum
import os

import torch


class PlatformEnum(enum.Enum):
    CUDA = enum.auto()
    ROCM = enum.auto()
    CPU = enum.auto()


class Platform:
    _enum: PlatformEnum
    device_type: str = ""
    dist_backend: str = ""

    def is_cuda(self) -> bool:
        return self._enum == PlatformEnum.CUDA

    def is_cpu(self) -> bool:
        return self._enum == PlatformEnum.CPU

    def device_count(self) -> int:
        return torch.cuda.device_count()


class CudaPlatform(Platform):
    _enum = PlatformEnum.CUDA
    device_type = "cuda"
    dist_backend = "nccl"


class CpuPlatform(Platform):
    _enum = PlatformEnum.CPU
    device_type = "cpu"
    dist_backend = "gloo"


def _resolve_current_platform() -> Platform:
    if os.environ.get("G006_FORCE_CPU") == "1" or torch.version.cuda is None:
        return CpuPlatform()
    return CudaPlatform()


current_platform = _resolve_current_platform()
