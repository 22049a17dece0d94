"""Expert-parallel MoE layer with a naive (non-fused) grouped expert MLP."""
from .config import EPMoEConfig

__all__ = ["EPMoEConfig"]
