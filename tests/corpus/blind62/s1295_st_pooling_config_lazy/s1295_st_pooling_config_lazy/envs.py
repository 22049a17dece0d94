import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    "EMBED_MODEL_PATH": lambda: os.environ.get("EMBED_MODEL_PATH", "/models/bge-small-en-v1.5"),
    "EMBED_POOLING_OVERRIDE": lambda: os.environ.get("EMBED_POOLING_OVERRIDE", ""),
    "EMBED_DEFAULT_NORMALIZE": lambda: bool(int(os.environ.get("EMBED_DEFAULT_NORMALIZE", "1"))),
}


def __getattr__(name: str):
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
