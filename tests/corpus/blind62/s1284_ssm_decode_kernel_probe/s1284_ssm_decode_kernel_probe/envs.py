import os
from typing import Optional


def get_str_env(name: str, default: Optional[str] = None) -> Optional[str]:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return value


def get_bool_env(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in ("1", "true", "yes", "on")


def kernel_cache_dir() -> str:
    base = get_str_env("XDG_CACHE_HOME", os.path.expanduser("~/.cache"))
    return get_str_env("SGLANG_SSM_KERNEL_CACHE", os.path.join(base, "sglang", "ssm_kernels"))
