import functools
import os


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.strip().lower() in ("1", "true", "yes", "on")


def get_int_env_var(name: str, default: int = 0) -> int:
    value = os.getenv(name)
    if value is None or not value.strip():
        return default
    try:
        return int(value)
    except ValueError:
        return default


@functools.lru_cache(maxsize=None)
def layer_dump_enabled() -> bool:
    return get_bool_env_var("SGLANG_DEBUG_DUMP_LAYER_OUTPUTS")


@functools.lru_cache(maxsize=None)
def layer_dump_max_steps() -> int:
    return get_int_env_var("SGLANG_DEBUG_DUMP_MAX_STEPS", 8)
