import torch

from .interface import Platform, PlatformEnum


def _resolve_current_platform() -> Platform:
    if torch.version.cuda is not None and torch.cuda.is_available():
        from .cuda import CudaPlatform

        return CudaPlatform()
    from .cpu import CpuPlatform

    return CpuPlatform()


current_platform = _resolve_current_platform()

__all__ = ["Platform", "PlatformEnum", "current_platform"]
