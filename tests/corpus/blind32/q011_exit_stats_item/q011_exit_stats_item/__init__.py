"""Early-exit decoder with per-layer exit statistics."""
from .model import EarlyExitDecoder, compiled_model

__all__ = ["EarlyExitDecoder", "compiled_model"]
