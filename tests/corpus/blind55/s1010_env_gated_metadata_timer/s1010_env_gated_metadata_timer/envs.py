from __future__ import annotations

import os


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.strip().lower() in ("1", "true", "yes", "on")


def get_int_env_var(name: str, default: int = 0) -> int:
    value = os.getenv(name)
    if value is None or not value.strip():
        return default
    return int(value)


class _Envs:
    @property
    def SGLANG_TIME_ATTN_METADATA(self) -> bool:
        return get_bool_env_var("SGLANG_TIME_ATTN_METADATA")

    @property
    def SGLANG_NATIVE_ATTN_PAD_MULTIPLE(self) -> int:
        return get_int_env_var("SGLANG_NATIVE_ATTN_PAD_MULTIPLE", 1)


envs = _Envs()
