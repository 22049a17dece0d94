import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    "VLLM_ROPE_BACKEND": lambda: os.getenv("VLLM_ROPE_BACKEND", "torch").lower(),
    "VLLM_ROPE_CACHE_MAX_POSITIONS": lambda: int(os.getenv("VLLM_ROPE_CACHE_MAX_POSITIONS", "64")),
    "VLLM_USE_TRITON_ROPE_AUTOTUNE": lambda: os.getenv("VLLM_USE_TRITON_ROPE_AUTOTUNE", "0") == "1",
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
