"""vLLM-style quantization method plugins for linear layers."""
from . import int8_method  # noqa: F401  (registers "int8_dynamic")
from .registry import get_quantization_method

__all__ = ["get_quantization_method"]
