import os
from typing import Any, Callable, Dict


def _get_bool_env(name: str, default: str = "false") -> bool:
    return os.getenv(name, default).strip().lower() in ("1", "true", "yes")


environment_variables: Dict[str, Callable[[], Any]] = {
    "SGLANG_MOE_DEBUG_PARAM_STATS": lambda: _get_bool_env("SGLANG_MOE_DEBUG_PARAM_STATS"),
    "SGLANG_MOE_ROUTED_SCALING": lambda: float(os.getenv("SGLANG_MOE_ROUTED_SCALING", "1.0")),
    "SGLANG_MOE_NUM_EXPERTS": lambda: int(os.getenv("SGLANG_MOE_NUM_EXPERTS", "4")),
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
