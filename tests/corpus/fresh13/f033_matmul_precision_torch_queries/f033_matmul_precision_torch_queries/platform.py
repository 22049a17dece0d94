import torch


class CpuPlatform:
    device_type = "cpu"

    @staticmethod
    def is_cuda_alike() -> bool:
        return torch.cuda.is_available()

    @staticmethod
    def tf32_enabled() -> bool:
        return torch.backends.cuda.matmul.allow_tf32

    @staticmethod
    def default_param_dtype() -> torch.dtype:
        return torch.get_default_dtype()


current_platform = CpuPlatform()
