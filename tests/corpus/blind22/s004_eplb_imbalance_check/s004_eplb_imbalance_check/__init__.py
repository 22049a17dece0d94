"""MoE block with expert-parallel load-balancing (EPLB) statistics."""
from .moe import MOE_BLOCK, FusedMoEBlock, moe_forward

__all__ = ["MOE_BLOCK", "FusedMoEBlock", "moe_forward"]
