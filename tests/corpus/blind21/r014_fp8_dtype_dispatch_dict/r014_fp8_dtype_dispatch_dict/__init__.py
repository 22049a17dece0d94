"""FP8 linear whose quant kernel is picked from a (dtype, granularity) table."""
from .linear import Fp8Linear

__all__ = ["Fp8Linear"]
