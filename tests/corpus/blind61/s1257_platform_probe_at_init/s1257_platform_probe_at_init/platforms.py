import enum
import functools
import os
import platform
import shutil

import torch


class PlatformEnum(enum.Enum):
    CUDA = enum.auto()
    ROCM = enum.auto()
    NEURON = enum.auto()
    CPU = enum.auto()


class Platform:
    _enum: PlatformEnum = PlatformEnum.CPU
    device_name: str = "cpu"
    device_type: str = "cpu"
    supports_custom_allreduce: bool = False

    def __init__(self, arch: str):
        self.arch = arch

    def is_cpu(self) -> bool:
        return self._enum == PlatformEnum.CPU

    def is_cuda_alike(self) -> bool:
        return self._enum in (PlatformEnum.CUDA, PlatformEnum.ROCM)

    def get_device_communicator_cls(self) -> str:
        return "cpu"


class CudaPlatform(Platform):
    _enum = PlatformEnum.CUDA
    device_name = device_type = "cuda"
    supports_custom_allreduce = True

    def get_device_communicator_cls(self) -> str:
        return "cuda"


class RocmPlatform(CudaPlatform):
    _enum = PlatformEnum.ROCM


class NeuronPlatform(Platform):
    _enum = PlatformEnum.NEURON
    device_name = device_type = "neuron"

    def get_device_communicator_cls(self) -> str:
        return "neuron"


@functools.cache
def _detect_platform_cls() -> type:
    if torch.version.hip is not None and shutil.which("rocm-smi") is not None:
        return RocmPlatform
    if torch.version.cuda is not None and torch.cuda.is_available():
        return CudaPlatform
    if os.path.exists("/dev/neuron0"):
        return NeuronPlatform
    return Platform


@functools.cache
def get_current_platform() -> Platform:
    return _detect_platform_cls()(platform.machine())


current_platform = get_current_platform()
