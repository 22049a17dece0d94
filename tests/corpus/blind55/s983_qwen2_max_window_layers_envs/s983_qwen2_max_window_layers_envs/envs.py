import os
from typing import TYPE_CHECKING, Any, Callable, Dict

if TYPE_CHECKING:
    VLLM_ATTN_DEBUG_DUMP_DIR: str = ""
    VLLM_SLIDING_WINDOW_DISABLE: bool = False
    VLLM_LOGGING_LEVEL: str = "INFO"


def _as_bool(value: str) -> bool:
    return value.strip().lower() in ("1", "true", "yes", "on")


environment_variables: Dict[str, Callable[[], Any]] = {
    # If set, attention masks of every layer are written to this directory.
    "VLLM_ATTN_DEBUG_DUMP_DIR": lambda: os.getenv("VLLM_ATTN_DEBUG_DUMP_DIR", ""),
    # If set, sliding-window layers fall back to full causal attention.
    "VLLM_SLIDING_WINDOW_DISABLE": lambda: _as_bool(os.getenv("VLLM_SLIDING_WINDOW_DISABLE", "0")),
    "VLLM_LOGGING_LEVEL": lambda: os.getenv("VLLM_LOGGING_LEVEL", "INFO").upper(),
}


def __getattr__(name: str):
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
