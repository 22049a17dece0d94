import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    # hash function used to key multimodal encoder outputs
    "CORPUS_MM_HASH_ALGORITHM": lambda: os.getenv("CORPUS_MM_HASH_ALGORITHM", "sha256").lower(),
    # number of encoder outputs kept resident between decode steps
    "CORPUS_ENCODER_CACHE_SIZE": lambda: int(os.getenv("CORPUS_ENCODER_CACHE_SIZE", "16")),
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
