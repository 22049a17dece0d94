from .linear import QuantLinear

__all__ = ["QuantLinear"]
