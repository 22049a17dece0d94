"""Lazily evaluated environment variables (read on every attribute access)."""
import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    "ATTENTION_BACKEND": lambda: os.getenv("S018_ATTENTION_BACKEND", "auto").upper(),
    "USE_FLASHINFER_SAMPLER": lambda: bool(int(os.getenv("S018_USE_FLASHINFER_SAMPLER", "0"))),
    "SDPA_MATH_FALLBACK": lambda: os.getenv("S018_SDPA_MATH_FALLBACK", "1") == "1",
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
