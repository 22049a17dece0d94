import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    "SGL_TP_SIZE": lambda: int(os.getenv("SGL_TP_SIZE", "1")),
    "SGL_ENABLE_SP_PADDING": lambda: os.getenv("SGL_ENABLE_SP_PADDING", "1") == "1",
    "SGL_LOGITS_GATHER_BACKEND": lambda: os.getenv("SGL_LOGITS_GATHER_BACKEND", "all_gather"),
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
