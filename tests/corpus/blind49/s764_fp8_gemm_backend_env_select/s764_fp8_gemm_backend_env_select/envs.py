import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    "CORPUS_FP8_GEMM_BACKEND": lambda: os.getenv("CORPUS_FP8_GEMM_BACKEND", "auto").lower(),
    "CORPUS_FP8_PER_TOKEN_ACT": lambda: os.getenv("CORPUS_FP8_PER_TOKEN_ACT", "1") == "1",
    "CORPUS_FP8_PAD_TO": lambda: int(os.getenv("CORPUS_FP8_PAD_TO", "0")),
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
