import os


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.lower() in ("true", "1", "yes")


def get_int_env_var(name: str, default: int = 0) -> int:
    value = os.getenv(name)
    if value is None or not value.strip():
        return default
    return int(value)


def disable_custom_all_reduce() -> bool:
    return get_bool_env_var("SGLANG_DISABLE_CUSTOM_ALL_REDUCE")


def custom_all_reduce_max_bytes() -> int:
    return get_int_env_var("SGLANG_CUSTOM_AR_MAX_BYTES", 8 * 1024 * 1024)
