"""Token-bitmask helpers for grammar-constrained sampling."""

from .bitmask_ops import allocate_token_bitmask, apply_token_bitmask_inplace, get_bitmask_shape

__all__ = ["allocate_token_bitmask", "apply_token_bitmask_inplace", "get_bitmask_shape"]
