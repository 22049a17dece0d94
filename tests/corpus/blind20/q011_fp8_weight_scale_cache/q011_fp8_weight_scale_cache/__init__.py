"""FP8 (e4m3) weight-only linear layers with cached per-channel scales."""
from .layers import Fp8MLP, compiled_mlp

__all__ = ["Fp8MLP", "compiled_mlp"]
