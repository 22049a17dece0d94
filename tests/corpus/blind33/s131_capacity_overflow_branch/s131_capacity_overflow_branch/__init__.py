"""Top-k MoE layer with capacity-based token dropping."""
from .config import MoEConfig
from .layer import MoELayer, moe_forward

__all__ = ["MoEConfig", "MoELayer", "moe_forward"]
