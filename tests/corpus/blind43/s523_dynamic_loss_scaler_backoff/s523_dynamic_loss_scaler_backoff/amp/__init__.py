from .base import LossScalerBase
from .dynamic import DynamicLossScaler, StaticLossScaler

__all__ = ["LossScalerBase", "DynamicLossScaler", "StaticLossScaler"]
