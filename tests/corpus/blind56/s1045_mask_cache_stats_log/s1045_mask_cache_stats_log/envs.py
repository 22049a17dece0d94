from __future__ import annotations

import os
from typing import Optional


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.lower() in ("true", "1", "yes")


def get_int_env_var(name: str, default: int = 0) -> int:
    value: Optional[str] = os.getenv(name)
    if value is None or not value.strip():
        return default
    try:
        return int(value)
    except ValueError:
        return default


def cache_report_interval() -> int:
    return max(1, get_int_env_var("SGLANG_CACHE_REPORT_INTERVAL", 1))


def cache_stats_enabled() -> bool:
    return get_bool_env_var("SGLANG_ENABLE_CACHE_STATS", "true")
