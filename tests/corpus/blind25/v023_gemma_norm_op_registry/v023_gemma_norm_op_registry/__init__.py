"""Norm kernels registered as torch custom ops, with layers that dispatch to them."""
from . import norm_ops  # noqa: F401  (registers the ops)
from .layers import GemmaRMSNorm, RMSNorm

__all__ = ["GemmaRMSNorm", "RMSNorm"]
