import os
from typing import Optional


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.strip().lower() in ("1", "true", "yes", "on")


def get_int_env_var(name: str, default: int = 0) -> int:
    value: Optional[str] = os.getenv(name)
    if value is None or not value.strip():
        return default
    return int(value)


class _Envs:
    @property
    def SGLANG_LORA_PROFILE(self) -> bool:
        return get_bool_env_var("SGLANG_LORA_PROFILE")

    @property
    def SGLANG_LORA_PROFILE_INTERVAL(self) -> int:
        return get_int_env_var("SGLANG_LORA_PROFILE_INTERVAL", 100)


envs = _Envs()
