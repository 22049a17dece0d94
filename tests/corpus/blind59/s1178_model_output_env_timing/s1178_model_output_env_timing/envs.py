import functools
import os
from typing import Any, Callable, Dict


def _bool_env(name: str, default: bool) -> Callable[[], bool]:
    @functools.cache
    def getter() -> bool:
        raw = os.environ.get(name)
        if raw is None:
            return default
        return raw.strip().lower() in ("1", "true", "yes", "on")

    return getter


def _int_env(name: str, default: int) -> Callable[[], int]:
    @functools.cache
    def getter() -> int:
        return int(os.environ.get(name, str(default)))

    return getter


environment_variables: Dict[str, Callable[[], Any]] = {
    "SERVE_FORWARD_TIMING": _bool_env("SERVE_FORWARD_TIMING", False),
    "SERVE_TIMING_LOG_INTERVAL": _int_env("SERVE_TIMING_LOG_INTERVAL", 100),
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
