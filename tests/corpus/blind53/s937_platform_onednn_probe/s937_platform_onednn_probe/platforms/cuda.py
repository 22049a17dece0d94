import torch

from .interface import Platform, PlatformEnum


class CudaPlatform(Platform):
    _enum = PlatformEnum.CUDA
    device_type = "cuda"
    dispatch_key = "CUDA"

    def get_device_capability(self):
        major, minor = torch.cuda.get_device_capability()
        return major, minor
