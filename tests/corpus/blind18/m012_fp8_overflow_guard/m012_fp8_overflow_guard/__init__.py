from .fp8 import Fp8Config, Fp8LinearMethod
from .model import QuantMLP, compiled_mlp

__all__ = ["Fp8Config", "Fp8LinearMethod", "QuantMLP", "compiled_mlp"]
