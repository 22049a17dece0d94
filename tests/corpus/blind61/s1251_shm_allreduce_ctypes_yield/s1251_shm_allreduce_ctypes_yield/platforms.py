import enum

import torch


class PlatformEnum(enum.Enum):
    CUDA = enum.auto()
    ROCM = enum.auto()
    CPU = enum.auto()


class Platform:
    _enum: PlatformEnum
    device_type: str = ""
    dist_backend: str = ""
    communicator_key: str = ""

    def is_cuda(self) -> bool:
        return self._enum == PlatformEnum.CUDA

    def is_cpu(self) -> bool:
        return self._enum == PlatformEnum.CPU


class CudaPlatform(Platform):
    _enum = PlatformEnum.CUDA
    device_type = "cuda"
    dist_backend = "nccl"
    communicator_key = "cuda"


class CpuPlatform(Platform):
    _enum = PlatformEnum.CPU
    device_type = "cpu"
    dist_backend = "gloo"
    communicator_key = "cpu_shm"


def _resolve_current_platform() -> Platform:
    if torch.cuda.is_available() and torch.version.cuda is not None:
        return CudaPlatform()
    return CpuPlatform()


current_platform = _resolve_current_platform()
