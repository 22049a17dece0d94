"""Weight-only int4 MLP with CPU kernel dispatch."""
from .model import QuantMLP, compiled_mlp

__all__ = ["QuantMLP", "compiled_mlp"]
