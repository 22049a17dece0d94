from .model import QuantizedMLP, compiled_mlp
from .quantization import Fp8Config

__all__ = ["Fp8Config", "QuantizedMLP", "compiled_mlp"]
