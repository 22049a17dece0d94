"""Weight-only quantized MLP runner; dequant kernels dispatch on the quant config type."""
from .runner import DecodeRunner, decode

__all__ = ["DecodeRunner", "decode"]
