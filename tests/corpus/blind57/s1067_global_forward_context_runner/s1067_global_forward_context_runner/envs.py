"""Environment variables, evaluated lazily on attribute access."""
from __future__ import annotations

import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    # Interval in seconds to log batch-size statistics; negative disables.
    "ENGINE_LOG_BATCHSIZE_INTERVAL": lambda: float(
        os.environ.get("ENGINE_LOG_BATCHSIZE_INTERVAL", "-1")
    ),
    "ENGINE_ATTENTION_SOFTCAP": lambda: float(os.environ.get("ENGINE_ATTENTION_SOFTCAP", "0")),
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
