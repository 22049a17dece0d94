import logging
import os

import torch

logger = logging.getLogger(__name__)


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.lower() in ("true", "1", "yes", "y")


def get_int_env_var(name: str, default: int = 0) -> int:
    value = os.getenv(name)
    if value is None or not value.strip():
        return default
    try:
        return int(value)
    except ValueError:
        return default


def prepare_deterministic_environment() -> None:
    """Host-side setup; called once while the engine is being built."""
    os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")
    logger.info(
        "deterministic inference: CUBLAS_WORKSPACE_CONFIG=%s",
        os.environ["CUBLAS_WORKSPACE_CONFIG"],
    )


def describe_determinism() -> str:
    return (
        f"deterministic={torch.are_deterministic_algorithms_enabled()} "
        f"warn_only={torch.is_deterministic_algorithms_warn_only_enabled()} "
        f"debug_mode={torch.get_deterministic_debug_mode()}"
    )
