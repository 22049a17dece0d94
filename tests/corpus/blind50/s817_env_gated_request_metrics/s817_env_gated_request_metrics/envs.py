import functools
import os


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.lower() in ("true", "1", "yes")


def get_int_env_var(name: str, default: int = 0) -> int:
    value = os.getenv(name)
    if value is None or not value.strip():
        return default
    return int(value)


@functools.lru_cache(maxsize=None)
def enable_request_metrics() -> bool:
    return get_bool_env_var("SGLANG_ENABLE_REQUEST_METRICS")


@functools.lru_cache(maxsize=None)
def metrics_log_interval() -> int:
    return get_int_env_var("SGLANG_METRICS_LOG_INTERVAL", 50)
