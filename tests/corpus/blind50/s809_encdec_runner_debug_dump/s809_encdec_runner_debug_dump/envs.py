import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    "CORPUS_S809_DUMP_CROSS_KV": lambda: bool(int(os.getenv("CORPUS_S809_DUMP_CROSS_KV", "0"))),
    "CORPUS_S809_DUMP_DIR": lambda: os.path.expanduser(os.getenv("CORPUS_S809_DUMP_DIR", "~/.cache/corpus_s809")),
    "CORPUS_S809_MAX_ENCODER_LEN": lambda: int(os.getenv("CORPUS_S809_MAX_ENCODER_LEN", "1500")),
}


def __getattr__(name: str):
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
