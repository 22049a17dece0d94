"""Early-exit transformer with per-layer confidence heads."""
from .model import EarlyExitEncoder, build_encoder

__all__ = ["EarlyExitEncoder", "build_encoder"]
