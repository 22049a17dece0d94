"""Tiny decoder whose attention backend comes from an entry-point plugin registry."""
from .config import ModelConfig

__all__ = ["ModelConfig"]
