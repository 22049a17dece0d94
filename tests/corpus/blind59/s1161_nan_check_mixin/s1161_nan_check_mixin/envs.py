import os
from typing import Optional


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.strip().lower() in ("1", "true", "yes", "on")


def get_int_env_var(name: str, default: int = 0) -> int:
    value: Optional[str] = os.getenv(name)
    if value is None or not value.strip():
        return default
    try:
        return int(value)
    except ValueError:
        return default


class _Envs:
    """Snapshot of debugging related environment variables, read once at import."""

    def __init__(self) -> None:
        self.enable_nan_check = get_bool_env_var("SGLANG_ENABLE_NAN_CHECK", "true")
        self.nan_check_every_n_layers = get_int_env_var("SGLANG_NAN_CHECK_EVERY_N_LAYERS", 1)
        self.raise_on_nan = get_bool_env_var("SGLANG_RAISE_ON_NAN", "true")


envs = _Envs()
