import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    "VLLM_DEBUG_STOP_CHECKS": lambda: os.environ.get("VLLM_DEBUG_STOP_CHECKS", "0").strip().lower()
    in ("1", "true"),
    "VLLM_MAX_STOP_TOKENS": lambda: int(os.environ.get("VLLM_MAX_STOP_TOKENS", "8")),
    "VLLM_LOGGING_LEVEL": lambda: os.environ.get("VLLM_LOGGING_LEVEL", "INFO").upper(),
}


def __getattr__(name: str):
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
