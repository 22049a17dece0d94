from .norm import FusedRMSNorm

__all__ = ["FusedRMSNorm"]
