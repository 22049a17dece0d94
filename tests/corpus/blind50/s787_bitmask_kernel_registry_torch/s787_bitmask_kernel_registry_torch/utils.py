import os
import subprocess
from functools import lru_cache


def get_str_env_var(name: str, default: str = "") -> str:
    value = os.getenv(name)
    if value is None or not value.strip():
        return default
    return value.strip().lower()


def get_bool_env_var(name: str, default: str = "false") -> bool:
    return get_str_env_var(name, default) in ("1", "true", "yes")


@lru_cache(maxsize=1)
def get_nvcc_cuda_version() -> str:
    out = subprocess.check_output(["nvcc", "--version"], text=True)
    return out.strip().splitlines()[-1]
