from .moe import DeepseekMoE, moe_forward

__all__ = ["DeepseekMoE", "moe_forward"]
