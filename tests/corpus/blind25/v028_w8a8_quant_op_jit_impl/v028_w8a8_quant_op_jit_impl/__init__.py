"""W8A8 linear whose activation quantiser is a JIT kernel exposed as a custom op."""
from .quant_ops import per_token_quant_int8
from .linear import W8A8Int8LinearMethod, QuantLinear

__all__ = ["per_token_quant_int8", "W8A8Int8LinearMethod", "QuantLinear"]
