"""Per-tensor FP8 (e4m3) weight-only quantization for small MLP blocks."""
from .config import Fp8Config
from .quant import Fp8LinearMethod

__all__ = ["Fp8Config", "Fp8LinearMethod"]
