import os
from typing import Any, Callable

environment_variables: dict[str, Callable[[], Any]] = {
    "FRESH_RMSNORM_FP32_ACC": lambda: bool(int(os.environ.get("FRESH_RMSNORM_FP32_ACC", "1"))),
    "FRESH_RMSNORM_EPS": lambda: float(os.environ.get("FRESH_RMSNORM_EPS", "1e-6")),
}


def get_env(name: str) -> Any:
    return environment_variables[name]()
