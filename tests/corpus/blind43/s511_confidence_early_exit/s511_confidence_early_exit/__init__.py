"""Confidence-based early exit for a tiny decoder stack (CALM-style)."""
from .config import EarlyExitConfig
from .model import EarlyExitDecoder, compiled_model

__all__ = ["EarlyExitConfig", "EarlyExitDecoder", "compiled_model"]
