from . import logging_utils  # noqa: F401  (installs Logger.warning_once)
from .ffn import t5_gated_ffn

__all__ = ["t5_gated_ffn"]
