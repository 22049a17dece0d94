import os
from typing import Any, Callable

environment_variables: dict[str, Callable[[], Any]] = {
    "CORPUS_KERNEL_LIB_DIR": lambda: os.path.expanduser(
        os.getenv("CORPUS_KERNEL_LIB_DIR", os.path.join("~", ".cache", "corpus_s1086", "kernels"))
    ),
    "CORPUS_DISABLE_EXLLAMA": lambda: os.getenv("CORPUS_DISABLE_EXLLAMA", "0").lower() in ("1", "true"),
    "CORPUS_MARLIN_USE_ATOMIC_ADD": lambda: bool(int(os.getenv("CORPUS_MARLIN_USE_ATOMIC_ADD", "0"))),
}


def __getattr__(name: str):
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
