"""LFM2-style gated short-convolution decode step with per-layer timing."""
from .model import ShortConvModel, decode_step

__all__ = ["ShortConvModel", "decode_step"]
