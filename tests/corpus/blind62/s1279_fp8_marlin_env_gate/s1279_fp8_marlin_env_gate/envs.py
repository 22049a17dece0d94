import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    "SGLANG_FP8_FORCE_MARLIN":
    lambda: os.getenv("SGLANG_FP8_FORCE_MARLIN", "0").lower() in ("1", "true"),
    "SGLANG_FP8_PER_TOKEN_ACT":
    lambda: os.getenv("SGLANG_FP8_PER_TOKEN_ACT", "1").lower() in ("1", "true"),
    "SGLANG_LOG_LEVEL":
    lambda: os.getenv("SGLANG_LOG_LEVEL", "info"),
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
