import os
from typing import Any, Callable, Optional


def maybe_convert_bool(value: Optional[str]) -> Optional[bool]:
    if value is None:
        return None
    return value.strip().lower() in ("1", "true", "yes")


environment_variables: dict[str, Callable[[], Any]] = {
    "VLLM_MM_ENCODER_ATTN_BACKEND": lambda: os.getenv("VLLM_MM_ENCODER_ATTN_BACKEND", None),
    "VLLM_USE_TRITON_FLASH_ATTN": lambda: maybe_convert_bool(os.environ.get("VLLM_USE_TRITON_FLASH_ATTN", "True")),
}


def __getattr__(name: str):
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
