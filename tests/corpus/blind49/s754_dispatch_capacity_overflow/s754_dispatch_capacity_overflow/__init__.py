from .config import TransformerConfig
from .moe_layer import MoELayer

__all__ = ["MoELayer", "TransformerConfig"]
