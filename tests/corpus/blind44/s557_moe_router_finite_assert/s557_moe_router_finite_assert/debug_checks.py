"""Numerics assertions (SGLang ``check_nan`` style) left in the model code."""
import logging
import os

import torch

logger = logging.getLogger(__name__)


def get_bool_env_var(name: str, default: str = "false") -> bool:
    return os.getenv(name, default).strip().lower() in ("1", "true", "yes")


class NonFiniteError(FloatingPointError):
    pass


def _describe_nonfinite(tensor: torch.Tensor, limit: int = 8) -> str:
    bad = torch.nonzero(~torch.isfinite(tensor))
    coords = bad[:limit].tolist()
    return f"{bad.shape[0]} non-finite values, first at {coords}"


def assert_all_finite(tensor: torch.Tensor, name: str) -> None:
    if torch.compiler.is_compiling():
        return
    if not get_bool_env_var("S557_ENABLE_NAN_CHECK", "true"):
        return
    if not torch.isfinite(tensor).all():
        msg = f"{name}: {_describe_nonfinite(tensor)}"
        logger.error(msg)
        raise NonFiniteError(msg)
