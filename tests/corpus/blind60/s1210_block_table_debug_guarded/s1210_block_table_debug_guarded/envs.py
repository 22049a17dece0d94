from __future__ import annotations

import functools
import os


@functools.lru_cache(maxsize=None)
def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.lower() in ("true", "1", "yes")


def debug_kv_cache() -> bool:
    return get_bool_env_var("KV_CACHE_DEBUG_CHECKS", "1")
