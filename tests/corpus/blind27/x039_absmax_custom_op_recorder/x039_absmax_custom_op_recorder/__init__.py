from .quant import CalibratedLinear

__all__ = ["CalibratedLinear"]
