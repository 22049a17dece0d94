import enum
from typing import Optional

import torch
from packaging import version


class PlatformEnum(enum.Enum):
    CUDA = enum.auto()
    ROCM = enum.auto()
    CPU = enum.auto()


class Platform:
    _enum: PlatformEnum
    device_type: str = ""
    dispatch_key: str = "CPU"

    def is_cuda(self) -> bool:
        return self._enum == PlatformEnum.CUDA

    def is_rocm(self) -> bool:
        return self._enum == PlatformEnum.ROCM

    def is_cpu(self) -> bool:
        return self._enum == PlatformEnum.CPU

    @property
    def torch_version(self) -> version.Version:
        return version.parse(torch.__version__.split("+")[0])

    @property
    def supports_fused_linear_gelu(self) -> bool:
        return False

    def get_device_capability(self) -> Optional[tuple]:
        return None
