import functools
import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    "S1078_MAMBA_CHUNK_SIZE": lambda: int(os.getenv("S1078_MAMBA_CHUNK_SIZE", "2")),
    "S1078_USE_FUSED_GATE": lambda: os.getenv("S1078_USE_FUSED_GATE", "1") == "1",
    "S1078_RESIDUAL_IN_FP32": lambda: os.getenv("S1078_RESIDUAL_IN_FP32", "0") == "1",
}


@functools.cache
def get_env(name: str):
    if name not in environment_variables:
        raise AttributeError(f"unknown environment variable {name!r}")
    return environment_variables[name]()
