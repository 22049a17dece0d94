"""Lazily evaluated environment switches (vLLM ``envs.py`` style)."""
import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    # Re-run every fused kernel against its PyTorch reference and compare.
    "S554_VERIFY_FUSED_KERNELS": lambda: os.getenv("S554_VERIFY_FUSED_KERNELS", "1") not in ("0", "false"),
    # Multiplier applied to the default per-dtype tolerances.
    "S554_VERIFY_TOL_SCALE": lambda: float(os.getenv("S554_VERIFY_TOL_SCALE", "1.0")),
}


def __getattr__(name: str) -> Any:
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
