import os
from pathlib import Path

_PACKAGE_DIR = str(Path(__file__).resolve().parent)

environment_variables = {
    "SRT_MODEL_PATH": lambda: os.environ.get("SRT_MODEL_PATH", _PACKAGE_DIR),
    "SRT_DEFAULT_PAD_TOKEN_ID": lambda: int(os.environ.get("SRT_DEFAULT_PAD_TOKEN_ID", "0")),
    "SRT_PADDING_SIDE": lambda: os.environ.get("SRT_PADDING_SIDE", "left"),
}


def __getattr__(name: str):
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
