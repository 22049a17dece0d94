"""Structured-output support: apply packed grammar bitmasks to logits."""
from .backends import get_backend, register_backend
from .sampler import StructuredSampler

__all__ = ["get_backend", "register_backend", "StructuredSampler"]
