import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    # Clock used by the layer-wise timer: "perf_counter" | "monotonic" | "process_time".
    "ENGINE_LAYER_TIMING_CLOCK": lambda: os.getenv("ENGINE_LAYER_TIMING_CLOCK", "perf_counter"),
    # Emit the layer-wise breakdown every N steps.
    "ENGINE_LAYER_TIMING_INTERVAL": lambda: int(os.getenv("ENGINE_LAYER_TIMING_INTERVAL", "100")),
    "ENGINE_LOGGING_LEVEL": lambda: os.getenv("ENGINE_LOGGING_LEVEL", "INFO"),
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
