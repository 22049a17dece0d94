from __future__ import annotations

import functools
import os


@functools.cache
def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default).strip().lower()
    truthy = {"1", "true", "yes", "y", "on"}
    falsy = {"0", "false", "no", "n", "off", ""}
    if value not in truthy | falsy:
        raise ValueError(f"invalid boolean value {value!r} for {name}")
    return value in truthy


@functools.cache
def get_int_env_var(name: str, default: int = 0) -> int:
    value = os.getenv(name)
    if value is None or not value.strip():
        return default
    return int(value)
