import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    "ENGINE_ACT_OFFLOAD_POLICY": lambda: os.getenv("ENGINE_ACT_OFFLOAD_POLICY", "auto").lower(),
    "ENGINE_ACT_OFFLOAD_MIN_NUMEL": lambda: int(os.getenv("ENGINE_ACT_OFFLOAD_MIN_NUMEL", "16")),
    "ENGINE_ACT_OFFLOAD_PIN_MEMORY": lambda: os.getenv("ENGINE_ACT_OFFLOAD_PIN_MEMORY", "0") == "1",
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
