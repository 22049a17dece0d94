import os
from typing import Any, Callable, Dict, Optional


def _maybe_float(name: str) -> Optional[float]:
    value = os.getenv(name)
    if value is None or value == "":
        return None
    return float(value)


environment_variables: Dict[str, Callable[[], Any]] = {
    "VLLM_ROPE_ATTENTION_FACTOR": lambda: _maybe_float("VLLM_ROPE_ATTENTION_FACTOR"),
    "VLLM_ROPE_FP32_COS_SIN": lambda: os.getenv("VLLM_ROPE_FP32_COS_SIN", "1") == "1",
    "VLLM_ROPE_SCALING_OVERRIDE": lambda: os.getenv("VLLM_ROPE_SCALING_OVERRIDE"),
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
