import platform
from functools import lru_cache


@lru_cache(maxsize=1)
def cpu_has_amx_path() -> bool:
    return platform.machine().lower() in ("x86_64", "amd64")


def preferred_cpu_gemm_dtype():
    import torch

    return torch.bfloat16 if cpu_has_amx_path() else torch.float32
