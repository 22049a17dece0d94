"""Sparse MoE block with capacity-factor token dropping."""
from .config import MoEConfig
from .layer import SparseMoEBlock, moe_block

__all__ = ["MoEConfig", "SparseMoEBlock", "moe_block"]
