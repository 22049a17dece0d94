from .base import ScaledMMLinearLayerConfig, ScaledMMLinearKernel
from .selector import choose_scaled_mm_linear_kernel

__all__ = ["ScaledMMLinearLayerConfig", "ScaledMMLinearKernel", "choose_scaled_mm_linear_kernel"]
