import os
from typing import Any, Callable, Dict

_ENV_GETTERS: Dict[str, Callable[[], Any]] = {
    "S1029_ATTENTION_BACKEND": lambda: os.getenv("S1029_ATTENTION_BACKEND", "sdpa").lower(),
    "S1029_DUMP_DIR": lambda: os.getenv("S1029_DUMP_DIR", "/tmp/s1029_dump"),
    "S1029_DUMP_MAX_CALLS": lambda: int(os.getenv("S1029_DUMP_MAX_CALLS", "4")),
}


def __getattr__(name: str) -> Any:
    if name in _ENV_GETTERS:
        return _ENV_GETTERS[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(_ENV_GETTERS.keys())
