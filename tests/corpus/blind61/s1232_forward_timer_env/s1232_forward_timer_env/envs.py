import functools
import os
from typing import Optional


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.lower() in ("true", "1", "yes", "on")


def get_int_env_var(name: str, default: int = 0) -> int:
    value = os.getenv(name)
    if value is None or not value.strip():
        return default
    try:
        return int(value)
    except ValueError:
        return default


def get_str_env_var(name: str, default: Optional[str] = None) -> Optional[str]:
    value = os.getenv(name)
    return value if value else default


@functools.lru_cache(maxsize=None)
def forward_timing_enabled() -> bool:
    return get_bool_env_var("SGLANG_ENABLE_FORWARD_TIMING")


@functools.lru_cache(maxsize=None)
def forward_timing_window() -> int:
    return get_int_env_var("SGLANG_FORWARD_TIMING_WINDOW", 128)
