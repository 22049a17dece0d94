from .moe import SparseMoE, moe_forward

__all__ = ["SparseMoE", "moe_forward"]
