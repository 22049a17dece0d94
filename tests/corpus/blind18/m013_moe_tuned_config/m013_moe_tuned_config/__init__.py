from .layer import FusedMoE

__all__ = ["FusedMoE"]
