import functools
import os
import socket


def get_int_env(name: str, default: int) -> int:
    raw = os.environ.get(name, "")
    return int(raw) if raw.strip().lstrip("-").isdigit() else default


def debug_print_level() -> int:
    return get_int_env("FLASHINFER_DEBUG_PRINT_LEVEL", 1)


@functools.lru_cache(maxsize=1)
def debug_prefix() -> str:
    host = socket.gethostname().split(".")[0]
    rank = os.environ.get("LOCAL_RANK", "0")
    return f"[{host}:r{rank}]"
