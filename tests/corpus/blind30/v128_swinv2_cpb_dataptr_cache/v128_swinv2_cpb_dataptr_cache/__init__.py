from .cpb import ContinuousPositionBias
from .block import SwinV2WindowAttention

__all__ = ["ContinuousPositionBias", "SwinV2WindowAttention"]
