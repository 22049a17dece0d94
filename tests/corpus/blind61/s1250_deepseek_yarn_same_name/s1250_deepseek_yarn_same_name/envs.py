import os
from typing import Any, Callable

environment_variables: dict[str, Callable[[], Any]] = {
    # Which implementation rotary embedding layers use: "native" or "triton".
    "SGLANG_ROPE_BACKEND": lambda: os.getenv("SGLANG_ROPE_BACKEND", "native").lower(),
    # Keep the cos/sin cache in fp32 regardless of the model dtype.
    "SGLANG_ROPE_CACHE_FP32": lambda: bool(int(os.getenv("SGLANG_ROPE_CACHE_FP32", "1"))),
    # Verbose logging when rope caches are (re)built.
    "SGLANG_ROPE_VERBOSE": lambda: os.getenv("SGLANG_ROPE_VERBOSE", "0") == "1",
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return list(environment_variables.keys())
