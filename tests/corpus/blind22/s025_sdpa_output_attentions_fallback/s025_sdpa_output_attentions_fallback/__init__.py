from . import logging_utils  # noqa: F401  (installs Logger.warning_once)
from .attention import ALL_ATTENTION_FUNCTIONS, AttentionInterface

__all__ = ["ALL_ATTENTION_FUNCTIONS", "AttentionInterface"]
