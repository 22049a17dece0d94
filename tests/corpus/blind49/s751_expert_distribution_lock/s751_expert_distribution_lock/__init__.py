from .moe_layer import DeepseekMoEBlock, forward_moe_block

__all__ = ["DeepseekMoEBlock", "forward_moe_block"]
