import os
from typing import Any, Callable

environment_variables: dict[str, Callable[[], Any]] = {
    "CORPUS_FP8_BLOCK_DEBUG": lambda: bool(int(os.getenv("CORPUS_S1090_FP8_BLOCK_DEBUG", "0"))),
    "CORPUS_USE_TRITON_BLOCK_FP8": lambda: os.getenv("CORPUS_S1090_USE_TRITON_BLOCK_FP8", "0") == "1",
}


def __getattr__(name: str):
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
