from .platforms import CpuPlatform, CudaPlatform, Platform, resolve_platform
from .profiler import DeviceMemoryProfiler

__all__ = ["CpuPlatform", "CudaPlatform", "DeviceMemoryProfiler", "Platform", "resolve_platform"]
