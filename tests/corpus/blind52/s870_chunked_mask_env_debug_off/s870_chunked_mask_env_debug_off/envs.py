import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    "VLLM_DEBUG_ATTN_MASKS": lambda: bool(int(os.getenv("VLLM_DEBUG_ATTN_MASKS", "0"))),
    "VLLM_MASK_CACHE_SIZE": lambda: int(os.getenv("VLLM_MASK_CACHE_SIZE", "32")),
    "VLLM_USE_FLEX_ATTENTION": lambda: os.getenv("VLLM_USE_FLEX_ATTENTION", "0") == "1",
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
