import os
from typing import Any, Callable


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.strip().lower() in ("1", "true", "yes", "on")


def get_int_env_var(name: str, default: int = 0) -> int:
    value = os.getenv(name)
    if value is None or not value.strip():
        return default
    return int(value)


def get_float_env_var(name: str, default: float) -> float:
    value = os.getenv(name)
    if value is None or not value.strip():
        return default
    return float(value)


environment_variables: dict[str, Callable[[], Any]] = {
    # dump per-block modulation statistics while denoising
    "SGLANG_DIFFUSION_DEBUG_MODULATION": lambda: get_bool_env_var(
        "SGLANG_DIFFUSION_DEBUG_MODULATION"
    ),
    "SGLANG_DIFFUSION_NORM_EPS": lambda: get_float_env_var(
        "SGLANG_DIFFUSION_NORM_EPS", 1e-6
    ),
    "SGLANG_DIFFUSION_STAGE_LOGGING": lambda: get_bool_env_var(
        "SGLANG_DIFFUSION_STAGE_LOGGING"
    ),
    "SGLANG_DIFFUSION_CACHE_DIT_WARMUP": lambda: get_int_env_var(
        "SGLANG_DIFFUSION_CACHE_DIT_WARMUP", 4
    ),
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return list(environment_variables.keys())
