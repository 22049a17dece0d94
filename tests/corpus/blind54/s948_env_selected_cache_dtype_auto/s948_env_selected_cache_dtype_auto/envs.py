import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    "VLLM_KV_CACHE_DTYPE_OVERRIDE": lambda: os.getenv("VLLM_KV_CACHE_DTYPE_OVERRIDE", "auto").lower(),
    "VLLM_KV_CACHE_LAYOUT": lambda: os.getenv("VLLM_KV_CACHE_LAYOUT", "NHD"),
    "VLLM_FP8_KV_CLAMP": lambda: bool(int(os.getenv("VLLM_FP8_KV_CLAMP", "1"))),
}


def __getattr__(name: str):
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
