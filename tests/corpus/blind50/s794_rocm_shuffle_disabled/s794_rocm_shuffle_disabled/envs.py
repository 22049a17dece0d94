import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    "SGLANG_USE_AITER": lambda: os.getenv("SGLANG_USE_AITER", "1").lower() in ("1", "true"),
    "SGLANG_AITER_SHUFFLE_LAYOUT": lambda: tuple(
        int(v) for v in os.getenv("SGLANG_AITER_SHUFFLE_LAYOUT", "4,4").split(",")
    ),
}


def __getattr__(name: str):
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
