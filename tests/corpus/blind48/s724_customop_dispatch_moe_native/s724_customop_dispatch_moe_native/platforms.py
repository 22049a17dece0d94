import torch


class Platform:
    device_type: str = "cpu"

    def is_cuda(self) -> bool:
        return self.device_type == "cuda"

    def is_cpu(self) -> bool:
        return self.device_type == "cpu"


class CudaPlatform(Platform):
    device_type = "cuda"


class CpuPlatform(Platform):
    device_type = "cpu"


def _resolve_platform() -> Platform:
    if torch.cuda.is_available():
        return CudaPlatform()
    return CpuPlatform()


current_platform = _resolve_platform()
