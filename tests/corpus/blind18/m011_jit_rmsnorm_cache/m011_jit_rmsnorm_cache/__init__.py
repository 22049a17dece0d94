"""Fused RMSNorm backed by a JIT-built kernel with an on-disk build cache."""

from .norm import FusedRMSNorm, rmsnorm_step

__all__ = ["FusedRMSNorm", "rmsnorm_step"]
