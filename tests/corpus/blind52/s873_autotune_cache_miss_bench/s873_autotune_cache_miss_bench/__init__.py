from .gemm import ScaledMMLinear, scaled_mm

__all__ = ["ScaledMMLinear", "scaled_mm"]
