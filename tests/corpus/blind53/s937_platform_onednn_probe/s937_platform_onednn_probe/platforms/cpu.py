import torch
from packaging import version

from .interface import Platform, PlatformEnum


class CpuPlatform(Platform):
    _enum = PlatformEnum.CPU
    device_type = "cpu"
    dispatch_key = "CPU"

    @property
    def supports_fused_linear_gelu(self) -> bool:
        if self.torch_version < version.Version("2.2"):
            return False
        onednn = getattr(torch.backends, "mkldnn", None)
        return onednn is not None and onednn.is_available()
