import os
from typing import Any, Callable


def _get_str(name: str, default: str) -> str:
    return os.getenv(name, default).strip()


def _get_bool(name: str, default: str = "false") -> bool:
    return os.environ.get(name, default).strip().lower() in ("1", "true", "yes", "on")


def _get_int(name: str, default: str) -> int:
    return int(os.environ.get(name, default))


environment_variables: dict[str, Callable[[], Any]] = {
    "SGLANG_S1119_ATTENTION_BACKEND": lambda: _get_str("SGLANG_S1119_ATTENTION_BACKEND", "SDPA"),
    "SGLANG_S1119_ENABLE_SOFTCAP": lambda: _get_bool("SGLANG_S1119_ENABLE_SOFTCAP"),
    "SGLANG_S1119_NUM_KV_SPLITS": lambda: _get_int("SGLANG_S1119_NUM_KV_SPLITS", "1"),
}


def __getattr__(name: str):
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
