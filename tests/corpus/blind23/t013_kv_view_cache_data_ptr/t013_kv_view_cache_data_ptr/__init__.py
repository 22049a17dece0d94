"""Paged decode attention with a reference (pure torch) backend."""
from .backend import get_attn_backend

__all__ = ["get_attn_backend"]
