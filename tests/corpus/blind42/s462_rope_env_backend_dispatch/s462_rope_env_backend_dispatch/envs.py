"""Environment-variable helpers (sglang.srt.utils style)."""
import os


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.lower() in ("true", "1", "yes")


def get_int_env_var(name: str, default: int = 0) -> int:
    value = os.getenv(name)
    if value is None or not value.strip():
        return default
    return int(value)


def is_cuda() -> bool:
    return torch_cuda_available


try:
    import torch

    torch_cuda_available = torch.cuda.is_available()
except ImportError:  # pragma: no cover
    torch_cuda_available = False
