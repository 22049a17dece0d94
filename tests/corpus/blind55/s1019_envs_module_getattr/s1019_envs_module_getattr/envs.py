import os
from typing import TYPE_CHECKING, Any, Callable, Dict, Optional

if TYPE_CHECKING:
    VLLM_USE_TRITON_LAYERNORM: bool = False
    VLLM_ROCM_USE_AITER: bool = False
    VLLM_ROCM_USE_AITER_RMSNORM: bool = True
    VLLM_RMS_NORM_EPS: Optional[float] = None
    VLLM_LOGGING_LEVEL: str = "INFO"


def _maybe_float(name: str) -> Optional[float]:
    value = os.getenv(name)
    return None if value is None else float(value)


environment_variables: Dict[str, Callable[[], Any]] = {
    "VLLM_USE_TRITON_LAYERNORM": lambda: bool(int(os.getenv("VLLM_USE_TRITON_LAYERNORM", "0"))),
    "VLLM_ROCM_USE_AITER": lambda: os.getenv("VLLM_ROCM_USE_AITER", "False").lower() in ("true", "1"),
    "VLLM_ROCM_USE_AITER_RMSNORM": lambda: os.getenv("VLLM_ROCM_USE_AITER_RMSNORM", "True").lower()
    in ("true", "1"),
    "VLLM_RMS_NORM_EPS": lambda: _maybe_float("VLLM_RMS_NORM_EPS"),
    "VLLM_LOGGING_LEVEL": lambda: os.getenv("VLLM_LOGGING_LEVEL", "INFO").upper(),
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())


def is_set(name: str) -> bool:
    if name not in environment_variables:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return name in os.environ
