from .layer import FusedMoE, MoEBlock, moe_block

__all__ = ["FusedMoE", "MoEBlock", "moe_block"]
