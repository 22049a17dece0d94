from .moe import moe_forward

__all__ = ["moe_forward"]
