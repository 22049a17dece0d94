"""GPTQ int4 linear methods selected through a quantization registry."""
from .registry import QUANTIZATION_METHODS, get_quant_method, register_quant_method

__all__ = ["QUANTIZATION_METHODS", "get_quant_method", "register_quant_method"]
