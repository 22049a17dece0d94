from .moe import EPMoE, moe_forward

__all__ = ["EPMoE", "moe_forward"]
