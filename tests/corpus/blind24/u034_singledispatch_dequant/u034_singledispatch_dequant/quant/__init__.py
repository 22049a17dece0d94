from .configs import GroupwiseInt4Config, Int8ChannelConfig, QuantConfig
from .dequant import dequantize, quantize

__all__ = ["QuantConfig", "Int8ChannelConfig", "GroupwiseInt4Config", "dequantize", "quantize"]
