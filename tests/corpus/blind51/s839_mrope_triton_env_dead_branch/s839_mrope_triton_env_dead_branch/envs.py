import functools
import os


def _bool_env(name: str, default: str = "0") -> bool:
    return os.getenv(name, default).strip().lower() in ("1", "true", "yes")


@functools.lru_cache(maxsize=None)
def use_triton_mrope() -> bool:
    return _bool_env("SGLANG_USE_TRITON_MROPE")


@functools.lru_cache(maxsize=None)
def mrope_cache_max_positions() -> int:
    return int(os.getenv("SGLANG_MROPE_MAX_POSITIONS", "256"))
