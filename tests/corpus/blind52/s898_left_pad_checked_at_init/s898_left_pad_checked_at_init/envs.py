import os
from typing import Callable, Dict


def _bool_env(name: str, default: str = "0") -> Callable[[], bool]:
    return lambda: os.environ.get(name, default).strip().lower() in ("1", "true", "yes")


environment_variables: Dict[str, Callable[[], object]] = {
    "DEBUG_INPUT_PREPARATION": _bool_env("DEBUG_INPUT_PREPARATION"),
    "ALLOW_RIGHT_PADDING": _bool_env("ALLOW_RIGHT_PADDING"),
    "MAX_POSITION_OVERRIDE": lambda: int(os.environ.get("MAX_POSITION_OVERRIDE", "0")),
}


def get(name: str):
    return environment_variables[name]()
