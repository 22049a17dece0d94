"""Environment knobs, read lazily on attribute access (vLLM-style envs module)."""
from __future__ import annotations

import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    "CORPUS_V030_DISABLE_CUTLASS": lambda: os.getenv("CORPUS_V030_DISABLE_CUTLASS", "0") == "1",
    "CORPUS_V030_FP8_FALLBACK_PER_TOKEN": lambda: os.getenv("CORPUS_V030_FP8_FALLBACK_PER_TOKEN", "1") == "1",
    "CORPUS_V030_CUTLASS_LIB": lambda: os.getenv("CORPUS_V030_CUTLASS_LIB", "libcorpus_v030_cutlass.so"),
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
