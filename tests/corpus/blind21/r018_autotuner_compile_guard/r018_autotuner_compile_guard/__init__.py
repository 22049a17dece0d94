"""Fused RMSNorm + int8 quant with a small kernel autotuner."""
from .fused import rmsnorm_int8_quant

__all__ = ["rmsnorm_int8_quant"]
